import type { LedgerKind } from '@app/contract/wallet';

/** The transaction types a member filters the account records by (several ledger kinds may share one). */
export const recordTypes: { key: string; kinds: LedgerKind[] }[] = [
  { key: 'deposit', kinds: ['deposit'] },
  { key: 'withdrawal', kinds: ['withdrawal_hold', 'withdrawal_release', 'withdrawal_refund'] },
  { key: 'transfer', kinds: ['transfer'] },
  { key: 'upline_transfer', kinds: ['upline_transfer'] },
  { key: 'downline_transfer', kinds: ['downline_transfer'] },
  { key: 'bet', kinds: ['bet', 'rollback'] },
  { key: 'win', kinds: ['win'] },
  { key: 'bonus', kinds: ['bonus', 'bonus_release', 'bonus_forfeit'] },
  { key: 'rebate', kinds: ['rebate'] },
  { key: 'contract', kinds: ['salary', 'dividend'] },
  { key: 'points', kinds: ['points'] },
  { key: 'adjustment', kinds: ['adjustment'] },
];
