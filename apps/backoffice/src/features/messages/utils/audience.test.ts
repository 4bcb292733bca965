import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/texts';
import { audienceOf, audienceSummary, emptyAudienceForm, parseUsernames } from './audience';
import { campaignFailureText } from './failure-text';

describe('parseUsernames', () => {
  it('takes a pasted column, a comma list or a mix, lower-cased, each name once in the order given', () => {
    expect(parseUsernames('Alice\nbob\r\n\n  carol  \n')).toEqual(['alice', 'bob', 'carol']);
    expect(parseUsernames('alice, Bob,carol;dave\teve')).toEqual(['alice', 'bob', 'carol', 'dave', 'eve']);
    expect(parseUsernames('alice\nALICE, alice')).toEqual(['alice']);
    expect(parseUsernames(' \n , ;')).toEqual([]);
  });
});

describe('audienceOf', () => {
  const form = (patch: Partial<ReturnType<typeof emptyAudienceForm>>) => ({ ...emptyAudienceForm(), ...patch });

  it('makes one player, a list and a segment the call accepts; a segment leaves empty fields out', () => {
    expect(audienceOf(form({ type: 'player', username: '  Player1 ' }))).toEqual({ ok: true, audience: { type: 'player', username: 'player1' } });
    expect(audienceOf(form({ type: 'list', usernames: 'a1\nb2, a1' }))).toEqual({ ok: true, audience: { type: 'list', usernames: ['a1', 'b2'] } });
    expect(audienceOf(form({ type: 'segment', vipFrom: '2', vipTo: '5', lastLoginWithinDays: '30', minDeposits: ' 3 ' }))).toEqual({
      ok: true,
      audience: { type: 'segment', vipFrom: 2, vipTo: 5, lastLoginWithinDays: 30, minDeposits: 3 },
    });
    expect(audienceOf(form({ type: 'segment', vipFrom: '' }))).toEqual({ ok: true, audience: { type: 'segment', vipFrom: 0 } });
  });

  it('names the field of each problem in words', () => {
    expect(audienceOf(form({ type: 'player', username: '   ' }))).toEqual({ ok: false, problems: { username: t('ms_problem_username') } });
    expect(audienceOf(form({ type: 'list', usernames: ' ,\n' }))).toEqual({ ok: false, problems: { usernames: t('ms_problem_usernames') } });
    expect(audienceOf(form({ type: 'segment', vipFrom: '6', vipTo: '2' }))).toEqual({ ok: false, problems: { vipTo: t('ms_problem_vip_to') } });
    expect(audienceOf(form({ type: 'segment', lastLoginWithinDays: '0', lastLoginBeforeDays: 'seven', minDeposits: '1.5' }))).toEqual({
      ok: false,
      problems: { lastLoginWithinDays: t('ms_problem_days'), lastLoginBeforeDays: t('ms_problem_days'), minDeposits: t('ms_problem_deposits') },
    });
  });
});

describe('audienceSummary', () => {
  it('says who an audience holds', () => {
    expect(audienceSummary({ type: 'player', username: 'player1' })).toBe('Player player1');
    expect(audienceSummary({ type: 'list', usernames: ['a', 'b', 'c'] })).toBe('A list of players (3)');
    expect(audienceSummary({ type: 'segment', vipFrom: 0 })).toBe('Every player of the brand');
    expect(audienceSummary({ type: 'segment', vipFrom: 3, vipTo: 5, lastLoginBeforeDays: 30, minDeposits: 2 })).toBe(
      'Players with VIP 3 to 5, no login for 30 days, at least 2 deposits',
    );
    expect(audienceSummary({ type: 'segment', vipFrom: 4, lastLoginWithinDays: 7 })).toBe('Players with VIP 4 and up, a login within 7 days');
  });
});

describe('campaignFailureText', () => {
  it('names the unknown usernames and why nobody would get the message', () => {
    expect(campaignFailureText(new ApiError('UNKNOWN_PLAYERS', { usernames: ['ghost1', 'ghost2'] }, 400))).toBe(
      'These usernames are no player of this brand (2): ghost1, ghost2. Correct or remove them and count again.',
    );
    expect(campaignFailureText(new ApiError('NO_RECIPIENTS', { matched: 3, skipped: { notActive: 1, blocked: 0, optedOut: 2 } }, 409))).toBe(
      'Nobody would get this message. Players in the audience: 3; opted out of marketing: 2; time-out or self-exclusion: 0; suspended or closed: 1.',
    );
    expect(campaignFailureText(new ApiError('FORBIDDEN', { permission: 'marketing.write' }, 403))).toBe(t('err.FORBIDDEN'));
  });
});
