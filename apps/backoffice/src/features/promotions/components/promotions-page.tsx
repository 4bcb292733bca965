import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { SelectField } from '@/components/ui/field/field';
import { PageHeader } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { amountText, formatAmount, type MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { useUrlState } from '@/lib/url-state';
import { type RaffleDraw, useDrawRaffle } from '../api/applications';
import { type OperatorPromotion, useClosePromotion, usePromotionReport, usePromotions } from '../api/promotions';
import { promotionTitle } from '../utils/promotion-form';
import { ApplicationsPanel } from './applications-panel';
import { PromotionEditor } from './promotion-editor';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './promotions.module.css';

type State = 'open' | 'scheduled' | 'ended' | 'closed';
/** Where a promotion stands for players now. */
function stateOf(p: OperatorPromotion, now = Date.now()): State {
  if (p.status === 'closed') return 'closed';
  if (p.open) return 'open';
  return new Date(p.startAt).getTime() > now ? 'scheduled' : 'ended';
}
/** A promotion's figure in the brand's currency, or "…" while the report loads. */
const figureText = (minor: number | undefined, money: MoneyFormat) => (minor === undefined ? '…' : formatAmount(minor, money));
/** A draw's outcome in a line: the tickets and each winner with their prize (the seed is in the audit trail and the player's page). */
const raffleResult = (title: string, result: RaffleDraw, money: MoneyFormat) =>
  t('raffle_drawn', {
    title,
    tickets: result.tickets,
    winners: result.winners.length ? result.winners.map((w) => `${w.ticketNo} ${w.player} (${formatAmount(w.prizeMinor, money)})`).join(', ') : t('none'),
  });

/**
 * Promotions of a brand (the shell's switcher): the list by status and category, a new one or a change in the editor
 * (its own view: ?edit=new or ?edit=<id>), and closing one before its end after a confirmation.
 */
export function PromotionsPage({ brands, canReadFigures }: { brands: readonly { id: string; name: string }[]; canReadFigures: boolean }) {
  const [values, update] = useUrlState({ brandId: '', status: '', category: '', edit: '' });
  // a promotion is one brand's: "all brands" shows the first
  const brandId = brands.some((b) => b.id === values.brandId) ? values.brandId : (brands[0]?.id ?? '');
  const promotions = usePromotions(brandId);
  const close = useClosePromotion(brandId);
  const report = usePromotionReport(brandId, canReadFigures);
  const money = useBrandMoney()(brandId);
  const figuresOf = (p: OperatorPromotion) => report.data?.list.find((r) => r.promotionId === p.id);
  const draw = useDrawRaffle();
  const [closing, setClosing] = useState<OperatorPromotion | null>(null);
  const [done, setDone] = useState('');
  const list = useMemo(() => promotions.data?.list ?? [], [promotions.data]);
  const categories = useMemo(() => [...new Set(list.map((p) => p.category))].sort(), [list]);
  const rows = list.filter((p) => (!values.status || stateOf(p) === values.status) && (!values.category || p.category === values.category));

  const columns: TableColumn<OperatorPromotion>[] = [
    { id: 'image', header: t('promo_image'), cell: (p) => <img className={styles.listThumb} src={p.image} alt="" loading="lazy" /> },
    { id: 'title', header: t('promo_field_title'), cell: (p) => <strong>{promotionTitle(p)}</strong>, csv: promotionTitle },
    { id: 'code', header: t('promo_code'), cell: (p) => <span className="mono">{p.code}</span>, csv: (p) => p.code },
    { id: 'mechanic', header: t('promo_mechanic'), cell: (p) => t(`mech.${p.mechanic}` as TextKey), csv: (p) => p.mechanic },
    { id: 'category', header: t('promo_category'), cell: (p) => p.category, csv: (p) => p.category },
    { id: 'state', header: t('promo_status'), cell: (p) => <span className={styles[`state_${stateOf(p)}`]}>{t(`promo_state.${stateOf(p)}` as TextKey)}</span>, csv: stateOf },
    { id: 'start', header: t('promo_start'), cell: (p) => formatTime(p.startAt), csv: (p) => p.startAt },
    ...(canReadFigures
      ? [
          { id: 'players', header: t('promo_players'), numeric: true, cell: (p: OperatorPromotion) => figuresOf(p)?.players ?? '…', csv: (p: OperatorPromotion) => figuresOf(p)?.players ?? '' },
          { id: 'cost', header: t('promo_cost'), numeric: true, cell: (p: OperatorPromotion) => figureText(figuresOf(p)?.costMinor, money), csv: (p: OperatorPromotion) => amountText(figuresOf(p)?.costMinor, money.digits) },
          { id: 'ggr', header: t('promo_ggr'), numeric: true, cell: (p: OperatorPromotion) => figureText(figuresOf(p)?.ggrMinor, money), csv: (p: OperatorPromotion) => amountText(figuresOf(p)?.ggrMinor, money.digits) },
          {
            id: 'net',
            header: t('promo_net'),
            numeric: true,
            cell: (p: OperatorPromotion) => <span className={(figuresOf(p)?.netMinor ?? 0) < 0 ? styles.negative : undefined}>{figureText(figuresOf(p)?.netMinor, money)}</span>,
            csv: (p: OperatorPromotion) => amountText(figuresOf(p)?.netMinor, money.digits),
          },
        ]
      : []),
    { id: 'end', header: t('promo_end'), cell: (p) => (p.endAt ? formatTime(p.endAt) : t('none')), csv: (p) => p.endAt ?? '' },
    {
      id: 'actions',
      header: '',
      cell: (p) => (
        <span className={styles.actions}>
          <Button size="sm" aria-label={t('promo_edit_label', { title: promotionTitle(p) })} onClick={() => update({ edit: String(p.id) })}>
            {t('promo_edit')}
          </Button>
          {p.terms.raffle && p.terms.raffle.drawAt <= Date.now() && (
            <Button size="sm" aria-label={t('raffle_draw_label', { title: promotionTitle(p) })} disabled={draw.isPending} onClick={() => draw.mutate(p.id, { onSuccess: (result) => setDone(raffleResult(promotionTitle(p), result, money)) })}>
              {t('raffle_draw')}
            </Button>
          )}
          {p.status !== 'closed' && (
            <Button size="sm" variant="danger" aria-label={t('promo_close_label', { title: promotionTitle(p) })} onClick={() => setClosing(p)}>
              {t('promo_close')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  if (promotions.isPending) return <LoadingState />;
  if (promotions.isError) return <ErrorState error={promotions.error} onRetry={() => void promotions.refetch()} />;
  if (values.edit) {
    const editing = values.edit === 'new' ? null : (list.find((p) => String(p.id) === values.edit) ?? null);
    return (
      <>
        <PageHeader title={t('promo_title')}>
          <Button onClick={() => update({ edit: '' })}>{t('promo_back')}</Button>
        </PageHeader>
        <PromotionEditor
          key={values.edit}
          brandId={brandId}
          promotion={editing}
          onDone={(message) => {
            setDone(message);
            update({ edit: '' });
          }}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('promo_title')}>
        <Button variant="primary" onClick={() => update({ edit: 'new' })}>
          {t('promo_new')}
        </Button>
      </PageHeader>
      {done && <Notice>{done}</Notice>}
      {close.isError && <Notice tone="error">{failureText(close.error)}</Notice>}
      {draw.isError && <Notice tone="error">{failureText(draw.error)}</Notice>}
      {closing && (
        <ConfirmBar
          danger
          text={t('promo_close_confirm', { title: promotionTitle(closing) })}
          pending={close.isPending}
          onCancel={() => setClosing(null)}
          onConfirm={() =>
            close.mutate(closing.id, {
              onSuccess: () => {
                setDone(t('promo_closed_done', { title: promotionTitle(closing) }));
                setClosing(null);
              },
            })
          }
        />
      )}
      <div className={layout.filters}>
        <SelectField
          label={t('promo_status')}
          value={values.status}
          onChange={(e) => update({ status: e.target.value })}
          options={[{ value: '', label: t('promo_status_all') }, ...(['open', 'scheduled', 'ended', 'closed'] as const).map((s) => ({ value: s, label: t(`promo_state.${s}`) }))]}
        />
        <SelectField label={t('promo_category')} value={values.category} onChange={(e) => update({ category: e.target.value })} options={[{ value: '', label: t('promo_category_all') }, ...categories.map((c) => ({ value: c, label: c }))]} />
      </div>
      {rows.length === 0 ? <EmptyState title={t('promo_empty')}>{t('promo_empty_hint')}</EmptyState> : <DataTable caption={t('promo_list')} columns={columns} rows={rows} rowKey={(p) => p.id} />}
      <ApplicationsPanel brandId={brandId} />
    </>
  );
}
