import type { Application, Bonus, Promotion } from '@app/contract/promotions';
import { formatMoney } from '@app/contract/money';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { FormAlert } from '@/components/ui/form/submit-button';
import { Glyph } from '@/components/ui/glyph/glyph';
import { modals } from '@/components/ui/modal/modal-store';
import { Panel, StatusPill } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { MEMBER_CENTER_MODAL } from '@/config/modal-names';
import { promotionDetailHref } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useRewardCenter } from '../api/get-reward-center';
import type { PromoPageProps } from '../types';
import { formatWhen } from '@/lib/format';
import { PromotionsViewerContext } from '../utils/viewer';
import { ActionButton } from './action-button';
import { BonusCard } from './bonus-card';
import { confirmForfeit, ForfeitDialog } from './forfeit-dialog';
import { StandingView } from './standing-view';
import styles from './rewards.module.css';
import '../locales/texts';

/** A promotion waiting for the member: its standing and its one button (an application goes to its detail's form). */
function ActionableRow({ promotion, go }: { promotion: Promotion; go: PromoPageProps['go'] }) {
  const navigate = useNavigate();
  const openDetail = () => {
    modals.close(MEMBER_CENTER_MODAL);
    void navigate(promotionDetailHref(promotion.id));
  };
  return (
    <li className={styles.row} data-testid="actionable">
      <div className={styles.rowHead}>
        <button type="button" className={styles.rowLink} onClick={openDetail}>
          {promotion.title}
          <Glyph name="arrowRight" size={14} />
        </button>
      </div>
      <StandingView promotion={promotion} />
      <div className={styles.rowActions}>
        <ActionButton promotion={promotion} size="sm" onApply={openDetail} onRebate={() => go('manualRebate')} />
      </div>
    </li>
  );
}

const applicationTones = { applying: 'warning', issued: 'success', rejected: 'danger' } as const;

function ApplicationRow({ application }: { application: Application }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoneyFormat();
  return (
    <li className={styles.row} data-testid="application">
      <div className={styles.rowHead}>
        <strong className={styles.rowTitle}>{application.promotionTitle}</strong>
        <StatusPill tone={applicationTones[application.status]}>{t(`promo_state_${application.status}`)}</StatusPill>
      </div>
      <p className={styles.rowMeta}>
        {formatWhen(application.createdAt, language)}
        {application.imageCount > 0 && ` · ${t('promo_images_attached', { count: application.imageCount })}`}
        {application.rewardMinor != null && application.rewardMinor > 0 && ` · ${t('promo_your_reward')} ${formatMoney(application.rewardMinor, money)}`}
      </p>
      <p className={styles.rowText}>{application.comment}</p>
      {application.remark && (
        <p className={styles.remark}>
          <strong>{t('promo_remark')}</strong> {application.remark}
        </p>
      )}
    </li>
  );
}

function Section({ title, empty, children, testId }: { title: string; empty: string | null; children: ReactNode; testId: string }) {
  return (
    <Panel title={title} testId={testId}>
      {empty ? <EmptyState compact icon="gift" title={empty} /> : <ul className={styles.list}>{children}</ul>}
    </Panel>
  );
}

/**
 * rewardCenter: what the member can act on (claim, join), their bonuses with wagering progress and a forfeit (after
 * a confirmation that says what is lost), and their applications with the operator's decision.
 */
export function RewardCenterPage({ token, go }: PromoPageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const center = useRewardCenter(token);
  const [forfeited, setForfeited] = useState<number>();
  if (center.isPending)
    return (
      <div className={styles.stack} data-testid="reward-center-loading">
        <Skeleton height={120} radius={16} />
        <Skeleton height={180} radius={16} />
      </div>
    );
  if (center.isError)
    return <ErrorState message={t(center.error instanceof ApiError ? center.error.messageKey : 'err_network_error')} onRetry={() => void center.refetch()} />;
  const { actionable, bonuses, applications } = center.data;
  const active = bonuses.filter((b) => b.status === 'active');
  const ordered: Bonus[] = [...active, ...bonuses.filter((b) => b.status !== 'active')];
  return (
    <PromotionsViewerContext.Provider value={{ token, trial: false }}>
      <div className={styles.stack}>
        {forfeited !== undefined && <FormAlert tone="success" message={t('promo_forfeited', { amount: formatMoney(forfeited, money) })} />}
        <Section title={t('promo_actionable')} empty={actionable.length ? null : t('promo_actionable_empty')} testId="reward-actionable">
          {actionable.map((p) => (
            <ActionableRow key={p.id} promotion={p} go={go} />
          ))}
        </Section>
        <Section title={t('promo_bonuses')} empty={bonuses.length ? null : t('promo_bonuses_empty')} testId="reward-bonuses">
          {ordered.map((b) => (
            <BonusCard key={b.id} bonus={b} onForfeit={(bonus) => confirmForfeit(bonus, active.length - 1)} />
          ))}
        </Section>
        <Section title={t('promo_applications')} empty={applications.length ? null : t('promo_applications_empty')} testId="reward-applications">
          {applications.map((a) => (
            <ApplicationRow key={a.id} application={a} />
          ))}
        </Section>
      </div>
      <ForfeitDialog onForfeited={setForfeited} />
    </PromotionsViewerContext.Provider>
  );
}
