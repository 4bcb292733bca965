import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { walletTransferBodySchema, withdrawReceiptBodySchema } from './wallet';
import { minorToMajor, parseAmountMinor } from './money';

describe('wallet amounts', () => {
  it('turns decimal strings and numbers into minor units without floating-point drift', () => {
    expect(parseAmountMinor('0.01', 2)).toEqual({ minor: 1 });
    expect(parseAmountMinor('19.99', 2)).toEqual({ minor: 1999 });
    expect(parseAmountMinor(19.99, 2)).toEqual({ minor: 1999 });
    expect(parseAmountMinor('1000000.5', 2)).toEqual({ minor: 100000050 });
    expect(minorToMajor(1999, 2)).toBe(19.99);
  });
  it('names why an amount is refused', () => {
    expect(parseAmountMinor('-0.01', 2)).toEqual({ problem: 'not_positive' });
    expect(parseAmountMinor(0, 2)).toEqual({ problem: 'not_positive' });
    expect(parseAmountMinor('0.001', 2)).toEqual({ problem: 'too_many_decimals' });
    expect(parseAmountMinor('1,000', 2)).toEqual({ problem: 'not_a_number' });
    expect(parseAmountMinor(Infinity, 2)).toEqual({ problem: 'not_a_number' });
    expect(parseAmountMinor(null, 2)).toEqual({ problem: 'not_a_number' });
  });
});

describe('wallet call shapes', () => {
  it('needs a vendor and an amount except to recall everything', () => {
    expect(walletTransferBodySchema.safeParse({ action: 'recallAll' }).success).toBe(true);
    expect(walletTransferBodySchema.safeParse({ action: 'toVendor', amount: '1' }).success).toBe(false);
    expect(walletTransferBodySchema.safeParse({ action: 'toVendor', vassalage: 'PG', amount: '1', requestId: 'short' }).success).toBe(false);
  });
  it('needs the received amount of a partly received withdrawal', () => {
    expect(withdrawReceiptBodySchema.safeParse({ orderNo: 'W20260101ABCDEFGHJK', result: 'partlyReceived' }).success).toBe(false);
    expect(withdrawReceiptBodySchema.safeParse({ orderNo: 'W20260101ABCDEFGHJK', result: 'received' }).success).toBe(true);
  });
  it('declares the wallet calls with login and real schemas', () => {
    for (const name of ['balance', 'walletTransfer', 'merchantWallet', 'consolidated', 'depositCreate', 'withdrawCreate', 'betRecords', 'accountRecords'] as const) {
      expect(calls[name].login, name).toBe(true);
      expect(calls[name].response.safeParse({}).success, name).toBe(false);
    }
    expect(calls.withdrawCreate.encrypt).toBe(true);
    expect(calls.ping.login).toBe(false);
  });
});
