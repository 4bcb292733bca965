import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { PageHeader } from '@/components/ui/panel/panel';
import { Pager } from '@/components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { pageOf, useUrlState } from '@/lib/url-state';
import { type PlayersQuery, usePlayers } from '../api/get-players';
import { playersColumns } from './players-columns';
import { PlayersFilters, playerSorts } from './players-filters';

const PAGE_SIZE = 50;
const defaults = { q: '', brandId: '', sort: 'newest', page: '1' };

/** Find players: search, brand, sort and page in the URL; the page shown can be exported as CSV. */
export function PlayersList({ brands }: { brands: readonly { id: string; name: string }[] }) {
  const [values, update] = useUrlState(defaults);
  const page = pageOf(values.page);
  const sort = (playerSorts as readonly string[]).includes(values.sort) ? (values.sort as NonNullable<PlayersQuery['sort']>) : 'newest';
  const query: PlayersQuery = { q: values.q || undefined, brandId: values.brandId || undefined, sort, page, pageSize: PAGE_SIZE };
  const players = usePlayers(query);
  const moneyOf = useBrandMoney();
  const columns = useMemo(() => {
    const names = new Map(brands.map((b) => [b.id, b.name]));
    return playersColumns((id) => names.get(id) ?? id, moneyOf, values.brandId ? `?brandId=${encodeURIComponent(values.brandId)}` : '');
  }, [brands, moneyOf, values.brandId]);
  const rows = players.data?.list ?? [];
  return (
    <>
      <PageHeader title={t('players_title')}>
        <ExportCsvButton fileName={`players-page-${page}.csv`} columns={columns} rows={rows} />
      </PageHeader>
      <PlayersFilters values={{ q: values.q, brandId: values.brandId, sort }} brands={brands} onChange={update} />
      {players.isPending ? (
        <LoadingState />
      ) : players.isError ? (
        <ErrorState error={players.error} onRetry={() => void players.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('players_empty')}>{t('players_empty_hint')}</EmptyState>
      ) : (
        <div aria-busy={players.isPlaceholderData}>
          <DataTable caption={t('players_title')} columns={columns} rows={rows} rowKey={(p) => p.id} sort={sort} onSort={(s) => update({ sort: s })} />
          <Pager page={page} pageSize={PAGE_SIZE} total={players.data.total} onPage={(p) => update({ page: String(p) })} />
        </div>
      )}
    </>
  );
}
