import { formatMoney } from '@app/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { useProblemText, type Problem } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Money } from '@/components/ui/money/money';
import { Panel, Stat, StatGrid } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useRequestId } from '@/lib/request-id';
import { useClaimRebate } from '../api/claim-rebate';
import { useRebateSummary } from '../api/get-rebate-summary';
import type { PromoPageProps } from '../types';
import { formatWhen } from '@/lib/format';
import { RebateHistory } from './rebate-history';
import { RebateLines } from './rebate-lines';
import styles from './rewards.module.css';
import '../locales/texts';

/** The claim: disabled at 0 and below the minimum; one request id per summary, so a retry after a lost answer pays once. */
function useRebateClaim(summary: { since: number; totalMinor: number } | undefined) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const claim = useClaimRebate();
  const requestId = useRequestId('rebate');
  const [done, setDone] = useState<string>();
  const [problem, setProblem] = useState<Problem>();
  const send = () => {
    if (!summary) return;
    setDone(undefined);
    setProblem(undefined);
    claim.mutate(requestId.idFor(`${summary.since}:${summary.totalMinor}`), {
      onSuccess: (value) => {
        requestId.done();
        setDone(t('promo_rebate_claimed', { amount: formatMoney(value.amountMinor, money) }));
      },
      onError: (error) => setProblem(problemOf(error, { money }).problem),
    });
  };
  return { send, busy: claim.isPending, done, problem };
}

/**
 * manualRebate: the rebate earned since the last claim, per game category (valid bet, rate, amount), its total, the
 * smallest claim and a Claim button; then the claims of the last 90 days.
 */
export function ManualRebatePage({ token }: PromoPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoneyFormat();
  const problemText = useProblemText();
  const summary = useRebateSummary(token);
  const claim = useRebateClaim(summary.data);

  let top;
  if (summary.isPending) top = <Skeleton height={220} radius={16} />;
  else if (summary.isError)
    top = <ErrorState message={t(summary.error instanceof ApiError ? summary.error.messageKey : 'err_network_error')} onRetry={() => void summary.refetch()} />;
  else {
    const s = summary.data;
    const belowMin = s.totalMinor <= 0 || s.totalMinor < s.minClaimMinor;
    top = (
      <Panel title={t('promo_rebate_now')} testId="rebate-summary">
        <div className={styles.panelBody}>
          <StatGrid>
            <Stat label={t('promo_rebate_total')} value={<Money value={s.totalMinor} />} tone="accent" testId="rebate-total" />
            <Stat label={t('promo_rebate_min')} value={<Money value={s.minClaimMinor} />} />
            <Stat label={t('promo_rebate_since')} value={formatWhen(s.since, language)} />
          </StatGrid>
          <RebateLines lines={s.lines} />
          {belowMin && <FormAlert tone="info" message={s.totalMinor <= 0 ? t('promo_rebate_nothing') : t('promo_rebate_below_min', { min: formatMoney(s.minClaimMinor, money) })} />}
          <FormAlert tone="success" message={claim.done} />
          <FormAlert message={problemText(claim.problem)} />
          <SubmitButton type="button" variant="accent" busy={claim.busy} disabled={belowMin} onClick={claim.send} data-testid="rebate-claim">
            {t('promo_rebate_claim', { amount: formatMoney(s.totalMinor, money) })}
          </SubmitButton>
        </div>
      </Panel>
    );
  }
  return (
    <div className={styles.stack}>
      <div className={styles.intro}>
        <span className={styles.introIcon}>
          <Glyph name="rebate" size={24} />
        </span>
        <div>
          <strong>{t('promo_rebate_title')}</strong>
          <p>{t('promo_rebate_text')}</p>
        </div>
      </div>
      {top}
      <RebateHistory token={token} />
    </div>
  );
}
