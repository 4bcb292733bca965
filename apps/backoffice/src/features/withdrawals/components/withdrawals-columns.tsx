import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import type { TableColumn } from '@/components/ui/data-table/data-table';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import type { WithdrawalRow } from '../api/get-withdrawals';
import styles from './withdrawals.module.css';

export const withdrawalStatusText = (status: string) => t(`wstatus.${status}` as TextKey);
/** The member's open risk flags beside a withdrawal, in words (not colour only): "2 risk flags (score 40)". */
export const riskFlagsText = (r: NonNullable<WithdrawalRow['riskFlags']>) => (r.open === 1 ? t('risk_withdrawal_flag_one', { maxScore: r.maxScore }) : t('risk_withdrawal_flags', { n: r.open, maxScore: r.maxScore }));
export const fourEyesText = (w: Pick<WithdrawalRow, 'needsTwoApprovals' | 'firstApprovedBy'>) =>
  w.firstApprovedBy ? t('four_eyes_first', { operator: w.firstApprovedBy }) : w.needsTwoApprovals ? t('four_eyes_two') : t('four_eyes_one');

/** The queue's columns (an amount in its brand's currency, `moneyOf`); a row's button opens its context. */
export function withdrawalsColumns(brandName: (id: string) => string, moneyOf: (brandId: string) => MoneyFormat, onOpen: (row: WithdrawalRow) => void): TableColumn<WithdrawalRow>[] {
  return [
    { id: 'order', header: t('col_order'), cell: (w) => w.orderNo, csv: (w) => w.orderNo },
    {
      id: 'player',
      header: t('col_player'),
      cell: (w) => (
        <>
          <Link to={paths.player(w.memberId)}>{w.username}</Link>
          {w.riskFlags && w.riskFlags.open > 0 && (
            <>
              <br />
              <Link to={paths.player(w.memberId)} className={styles.risk}>
                {riskFlagsText(w.riskFlags)}
              </Link>
            </>
          )}
        </>
      ),
      csv: (w) => w.username,
    },
    { id: 'brand', header: t('col_brand'), cell: (w) => brandName(w.brandId), csv: (w) => w.brandId },
    { id: 'amount', header: t('col_amount'), numeric: true, cell: (w) => formatAmount(w.amountMinor, moneyOf(w.brandId)), csv: (w) => amountText(w.amountMinor, moneyOf(w.brandId).digits) },
    { id: 'bank', header: t('col_bank'), cell: (w) => w.bankName, csv: (w) => w.bankName },
    { id: 'accountName', header: t('col_account_name'), cell: (w) => w.accountName, csv: (w) => w.accountName },
    { id: 'created', header: t('col_created'), cell: (w) => formatTime(w.createdAt), csv: (w) => w.createdAt },
    { id: 'status', header: t('col_status'), cell: (w) => withdrawalStatusText(w.status), csv: (w) => w.status },
    { id: 'fourEyes', header: t('col_four_eyes'), cell: fourEyesText, csv: (w) => fourEyesText(w) },
    {
      id: 'open',
      header: t('col_open'),
      cell: (w) => (
        <Button size="sm" onClick={() => onOpen(w)} aria-label={t('open_withdrawal', { orderNo: w.orderNo })}>
          {t('col_open')}
        </Button>
      ),
    },
  ];
}
