import { describe, expect, it } from 'vitest';
import { raffleTicketKey, raffleWinners, seedMatchesHash } from './raffle';

// vectors computed independently (Python hashlib.sha256 over the UTF-8 text)
const seed = '0f'.repeat(32);
const tickets = Array.from({ length: 10 }, (_, i) => `T${String(i + 1).padStart(6, '0')}`);

describe('raffle draw', () => {
  it('checks the revealed seed against the committed hash', async () => {
    expect(await seedMatchesHash(seed, '7152f9958a983e3313fb2498d743af1e83a0ff5999650fd341f0368d1678992c')).toBe(true);
    expect(await seedMatchesHash(seed, '7152F9958A983E3313FB2498D743AF1E83A0FF5999650FD341F0368D1678992C')).toBe(true);
    expect(await seedMatchesHash(`${seed}0`, '7152f9958a983e3313fb2498d743af1e83a0ff5999650fd341f0368d1678992c')).toBe(false);
  });

  it('keys a ticket by sha256(seed:ticketNo) and takes the lowest keys', async () => {
    expect(await raffleTicketKey(seed, 'T000001')).toBe('96a15ca17e77a2abe3d77b111343996e62e1588ea562442e6b30aa1f5e5c0bb3');
    expect(await raffleWinners(seed, tickets, 3)).toEqual(['T000009', 'T000007', 'T000002']);
    // the order of the input does not matter; more winners than tickets: every ticket; none: none
    expect(await raffleWinners(seed, [...tickets].reverse(), 3)).toEqual(['T000009', 'T000007', 'T000002']);
    expect(await raffleWinners(seed, tickets.slice(0, 2), 5)).toHaveLength(2);
    expect(await raffleWinners(seed, tickets, 0)).toEqual([]);
    expect(await raffleWinners(seed, [], 3)).toEqual([]);
  });
});
