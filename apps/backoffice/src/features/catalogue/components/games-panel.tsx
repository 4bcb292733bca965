import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { SelectField, TextField } from '@/components/ui/field/field';
import { Pager } from '@/components/ui/pager/pager';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { formatAmount } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { useUrlState } from '@/lib/url-state';
import { type CatalogueGame, type CatalogueGamesQuery, useCatalogueGames, useCatalogueProviders } from '../api/catalogue';
import { GameForm } from './game-form';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './catalogue.module.css';

const PAGE_SIZE = 20;
const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'INHOUSE'] as const;

/** A value of the game as the brand's players see it, quieter where it is the platform's (not overridden). */
function Value({ game, field, children }: { game: CatalogueGame; field: CatalogueGame['overridden'][number]; children: React.ReactNode }) {
  return <span className={game.overridden.includes(field) ? undefined : styles.platform}>{children}</span>;
}

/** The brand's games, filtered and paged on the server; each changed in a dialog (settings.write). */
export function GamesPanel({ brandId, canWrite }: { brandId: string; canWrite: boolean }) {
  const [values, update] = useUrlState({ vassalage: '', gameType: '', enabled: '', keyword: '', page: '1' });
  const providers = useCatalogueProviders(brandId);
  const money = useBrandMoney()(brandId);
  const [keyword, setKeyword] = useState(values.keyword);
  const [editing, setEditing] = useState<CatalogueGame | null>(null);
  const [done, setDone] = useState('');
  const pageNo = Math.max(1, Number(values.page) || 1);
  const query: CatalogueGamesQuery = {
    brandId,
    pageNo,
    pageSize: PAGE_SIZE,
    ...(values.vassalage && { vassalage: values.vassalage }),
    ...((GAME_TYPES as readonly string[]).includes(values.gameType) && { gameType: values.gameType as (typeof GAME_TYPES)[number] }),
    ...((values.enabled === 'true' || values.enabled === 'false') && { enabled: values.enabled }),
    ...(values.keyword && { keyword: values.keyword }),
  };
  const games = useCatalogueGames(query);
  const providerOptions = useMemo(
    () => [{ value: '', label: t('cat_all_providers') }, ...(providers.data?.list ?? []).map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))],
    [providers.data],
  );
  const columns: TableColumn<CatalogueGame>[] = [
    { id: 'picture', header: t('cat_picture'), cell: (g) => <img className={styles.thumb} src={g.imageUrl} alt="" loading="lazy" /> },
    { id: 'name', header: t('cat_game'), cell: (g) => <strong>{g.name}</strong> },
    { id: 'provider', header: t('cat_provider'), cell: (g) => <span className="mono">{g.vassalage}</span> },
    { id: 'type', header: t('col_game_type'), cell: (g) => t(`cat_type.${g.gameType}` as TextKey) },
    { id: 'classify', header: t('cat_classify'), cell: (g) => <Value game={g} field="gameClassify">{g.gameClassify}</Value> },
    {
      id: 'enabled',
      header: t('cat_shown'),
      cell: (g) => (
        <Value game={g} field="enabled">
          <span className={g.enabled ? undefined : styles.off}>{g.enabled ? t('yes') : t('cat_hidden')}</span>
        </Value>
      ),
    },
    { id: 'hot', header: t('cat_hot'), cell: (g) => <Value game={g} field="isHot">{g.isHot ? t('yes') : t('no')}</Value> },
    { id: 'new', header: t('cat_new'), cell: (g) => <Value game={g} field="isNew">{g.isNew ? t('yes') : t('no')}</Value> },
    { id: 'sort', header: t('cat_sort'), numeric: true, cell: (g) => <Value game={g} field="sort">{g.sort}</Value> },
    { id: 'minBet', header: t('cat_min_bet'), numeric: true, cell: (g) => <Value game={g} field="minBetMinor">{formatAmount(g.minBetMinor, money)}</Value> },
    { id: 'rtp', header: t('cat_rtp'), numeric: true, cell: (g) => <Value game={g} field="rtpBp">{g.rtpBp === null ? '—' : `${(g.rtpBp / 100).toFixed(2)}%`}</Value> },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('col_actions'),
            cell: (g: CatalogueGame) => (
              <Button size="sm" aria-label={t('cat_game_edit', { name: g.name })} onClick={() => setEditing(g)}>
                {t('set_channel_change')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Panel title={t('cat_games')}>
      <form
        className={layout.filters}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          update({ keyword: keyword.trim(), page: '1' });
        }}
      >
        <SelectField label={t('cat_provider')} value={values.vassalage} onChange={(e) => update({ vassalage: e.target.value, page: '1' })} options={providerOptions} />
        <SelectField
          label={t('col_game_type')}
          value={values.gameType}
          onChange={(e) => update({ gameType: e.target.value, page: '1' })}
          options={[{ value: '', label: t('cat_all_types') }, ...GAME_TYPES.map((type) => ({ value: type, label: t(`cat_type.${type}` as TextKey) }))]}
        />
        <SelectField
          label={t('cat_shown')}
          value={values.enabled}
          onChange={(e) => update({ enabled: e.target.value, page: '1' })}
          options={[
            { value: '', label: t('cat_all_games') },
            { value: 'true', label: t('cat_shown_only') },
            { value: 'false', label: t('cat_hidden_only') },
          ]}
        />
        <TextField label={t('cat_search')} type="search" value={keyword} maxLength={64} onChange={(e) => setKeyword(e.target.value)} />
        <div className={layout.buttons}>
          <Button type="submit">{t('search')}</Button>
        </div>
      </form>
      <p className={layout.hint}>{t('cat_games_hint')}</p>
      {done && <Notice>{done}</Notice>}
      {games.isPending ? (
        <LoadingState />
      ) : games.isError ? (
        <ErrorState error={games.error} onRetry={() => void games.refetch()} />
      ) : games.data.list.length === 0 ? (
        <EmptyState title={t('cat_games_empty')}>{t('cat_games_empty_hint')}</EmptyState>
      ) : (
        <>
          <DataTable caption={t('cat_games')} columns={columns} rows={games.data.list} rowKey={(g) => String(g.gameId)} />
          <Pager page={pageNo} pageSize={PAGE_SIZE} total={games.data.total} onPage={(page) => update({ page: String(page) })} />
        </>
      )}
      <Dialog title={editing ? t('cat_game_edit', { name: editing.name }) : ''} open={editing !== null} onClose={() => setEditing(null)}>
        {editing && (
          <GameForm
            brandId={brandId}
            game={editing}
            onDone={(message) => {
              setDone(message);
              setEditing(null);
            }}
          />
        )}
      </Dialog>
    </Panel>
  );
}
