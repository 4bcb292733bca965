import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/field/field';
import { PageHeader } from '@/components/ui/panel/panel';
import { Notice } from '@/components/ui/states/states';
import { Tabs } from '@/components/ui/tabs/tabs';
import { t } from '@/lib/texts';
import { useUrlState } from '@/lib/url-state';
import { AgentsReportPanel } from './agents-report';
import { GamesReportPanel } from './games-report';
import { PaymentsReportPanel } from './payments-report';
import { PlayersReportPanel } from './players-report';
import { RewardsReportPanel } from './rewards-report';
import { RgReportPanel } from './rg-report';
import layout from '@/components/ui/layout/layout.module.css';

const TABS = ['games', 'payments', 'rewards', 'players', 'agents', 'rg'] as const;
type Tab = (typeof TABS)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Today as the browser's calendar day (the range's default). */
const todayText = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * Reports of a brand (the shell's switcher) over a range of its business days, in the URL: the games report (GGR,
 * turnover, valid bet, RTP), the payments report (deposits, first deposits, withdrawals and their payout time),
 * the rewards report (bonus cost by promotion, released against forfeited, other rewards, points) and the
 * responsible-gaming report (limits, reality checks and blocks, who is blocked now).
 */
export function ReportsPage({ brands }: { brands: readonly { id: string; name: string }[] }) {
  const today = todayText();
  const [values, update] = useUrlState({ brandId: '', from: today, to: today, tab: 'games' });
  const [from, setFrom] = useState(values.from);
  const [to, setTo] = useState(values.to);
  // a report is one brand's (its business day, its currency): "all brands" shows the first
  const brandId = brands.some((b) => b.id === values.brandId) ? values.brandId : (brands[0]?.id ?? '');
  const tab: Tab = (TABS as readonly string[]).includes(values.tab) ? (values.tab as Tab) : 'games';
  const rangeOk = DAY.test(values.from) && DAY.test(values.to) && values.from <= values.to;
  return (
    <>
      <PageHeader title={t('rep_title', { brand: brands.find((b) => b.id === brandId)?.name ?? brandId })} />
      <form
        className={layout.filters}
        onSubmit={(e) => {
          e.preventDefault();
          update({ from, to });
        }}
      >
        <TextField label={t('rep_from')} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label={t('rep_to')} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        <div className={layout.buttons}>
          <Button type="submit">{t('rep_show')}</Button>
        </div>
      </form>
      <p className={layout.hint}>{t('rep_business_day')}</p>
      {!rangeOk ? (
        <Notice tone="error">{t('rep_range_problem')}</Notice>
      ) : (
        <Tabs label={t('rep_sections')} tabs={TABS.map((key) => ({ key, label: t(`rep_tab.${key}`) }))} selected={tab} onSelect={(key) => update({ tab: key })}>
          {tab === 'games' && <GamesReportPanel key={brandId} brandId={brandId} from={values.from} to={values.to} />}
          {tab === 'payments' && <PaymentsReportPanel key={brandId} brandId={brandId} from={values.from} to={values.to} />}
          {tab === 'rewards' && <RewardsReportPanel key={brandId} brandId={brandId} from={values.from} to={values.to} />}
          {tab === 'players' && <PlayersReportPanel key={brandId} brandId={brandId} from={values.from} to={values.to} />}
          {tab === 'agents' && <AgentsReportPanel key={brandId} brandId={brandId} from={values.from} to={values.to} />}
          {tab === 'rg' && <RgReportPanel key={brandId} brandId={brandId} from={values.from} to={values.to} />}
        </Tabs>
      )}
    </>
  );
}
