import { Link } from 'react-router';
import type { TableColumn } from '@/components/ui/data-table/data-table';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import type { PlayerRow } from '../api/get-players';

/**
 * The players list's columns; `brandName` names a brand id, `moneyOf` gives its currency (a balance is in its player's
 * brand's), `linkSearch` is kept on the link to a player (?brandId=).
 */
export function playersColumns(brandName: (id: string) => string, moneyOf: (brandId: string) => MoneyFormat, linkSearch: string): TableColumn<PlayerRow>[] {
  return [
    { id: 'id', header: t('col_id'), numeric: true, cell: (p) => p.id, csv: (p) => p.id },
    {
      id: 'username',
      header: t('col_username'),
      sorts: [{ value: 'username', direction: 'ascending' }],
      cell: (p) => <Link to={{ pathname: paths.player(p.id), search: linkSearch }}>{p.username}</Link>,
      csv: (p) => p.username,
    },
    { id: 'brand', header: t('col_brand'), cell: (p) => brandName(p.brandId), csv: (p) => p.brandId },
    { id: 'name', header: t('col_name'), cell: (p) => p.realName ?? '', csv: (p) => p.realName },
    { id: 'mobile', header: t('col_mobile'), cell: (p) => p.mobile ?? '', csv: (p) => p.mobile },
    { id: 'kind', header: t('col_kind'), cell: (p) => p.kind, csv: (p) => p.kind },
    { id: 'vip', header: t('col_vip'), numeric: true, cell: (p) => p.vipLevel, csv: (p) => p.vipLevel },
    {
      id: 'balance',
      header: t('col_balance'),
      numeric: true,
      sorts: [{ value: 'balance', direction: 'descending' }],
      cell: (p) => <span className={p.balanceMinor < 0 ? 'negative' : undefined}>{formatAmount(p.balanceMinor, moneyOf(p.brandId))}</span>,
      csv: (p) => amountText(p.balanceMinor, moneyOf(p.brandId).digits),
    },
    {
      id: 'registered',
      header: t('col_registered'),
      sorts: [
        { value: 'newest', direction: 'descending' },
        { value: 'oldest', direction: 'ascending' },
      ],
      cell: (p) => formatTime(p.registeredAt),
      csv: (p) => p.registeredAt,
    },
    {
      id: 'lastLogin',
      header: t('col_last_login'),
      sorts: [{ value: 'lastLogin', direction: 'descending' }],
      cell: (p) => formatTime(p.lastLoginAt) || t('none'),
      csv: (p) => p.lastLoginAt,
    },
    { id: 'matchedOn', header: t('col_matched_on'), cell: (p) => p.matchedOn ?? '', csv: (p) => p.matchedOn },
  ];
}
