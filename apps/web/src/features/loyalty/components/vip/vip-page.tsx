import type { VipLadderValue } from '@app/contract/loyalty';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { formatWhen } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useVipLadder } from '../../api/get-vip-ladder';
import { useMoney } from '../../hooks/use-money';
import type { LoyaltyPageProps } from '../../types';
import { tierPlace, tierStyle } from '../../utils/vip';
import { QueryBody } from '../query-body';
import { NextTier } from './next-tier';
import { TierLadder } from './tier-ladder';
import { VipHistory } from './vip-history';
import shared from '../loyalty.module.css';
import styles from './vip.module.css';
import '../../locales/texts';

function VipSkeleton() {
  return (
    <div className={shared.stack} data-testid="vip-loading">
      <Skeleton height={200} radius={22} />
      <Skeleton height={160} radius={16} />
      <Skeleton height={240} radius={16} />
    </div>
  );
}

/** The member's tier in its colours, the next review, and the notice of a coming downgrade. */
function TierCard({ value }: { value: VipLadderValue }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney(value.currency);
  const { current, sorted } = tierPlace(value.tiers, value.rankLevel);
  const review = formatWhen(value.nextReviewAt, language, false);
  const downgrade = value.downgradeTo === null ? null : (sorted.find((tier) => tier.rankLevel === value.downgradeTo) ?? null);
  return (
    <>
      {current && (
        <div className={styles.rankCard} style={tierStyle(current)} data-testid="rank-card">
          <span className={styles.rankMedal}>
            <Glyph name="crown" size={40} />
          </span>
          <p className={styles.rankName}>{current.labelName}</p>
          <span className={styles.rankLevel}>{t('lo_rank_level', { level: current.rankLevel })}</span>
          <span className={styles.review}>{t('lo_next_review', { date: review })}</span>
        </div>
      )}
      {value.downgradeTo !== null && current && (
        <div className={styles.downgrade} role="status" data-testid="vip-downgrade">
          <Glyph name="alert" size={20} />
          <p>
            <strong>{t('lo_downgrade_title')}</strong>
            {t('lo_downgrade_text', {
              date: review,
              tier: downgrade?.labelName ?? t('lo_rank_level', { level: value.downgradeTo }),
              keep: money(current.keepTurnoverMinor),
              days: value.windowDays,
            })}
          </p>
        </div>
      )}
    </>
  );
}

/**
 * playerRank (from the header's VIP label): the member's tier in its colours, bars to the next tier for valid
 * turnover and deposits over the rolling window, every tier with its requirements and benefits, the next review
 * (and a clear notice when the member drops a tier then), and the history of changes. A member without a label gets
 * the empty state, and still sees the way up.
 */
export function VipPage({ token, member, go }: LoyaltyPageProps) {
  const { t } = useTranslation();
  const ladder = useVipLadder(token);
  return (
    <div className={shared.stack}>
      {!member.clubLabel && (
        <EmptyState icon="crown" title={t('lo_no_vip_title')} text={t('lo_no_vip_text')}>
          <Button variant="outline" size="sm" onClick={() => go('securityCenter')}>
            {t('in_my_account')}
          </Button>
        </EmptyState>
      )}
      <QueryBody query={ladder} skeleton={<VipSkeleton />} compact={false}>
        {(value) => (
          <>
            {member.clubLabel && <TierCard value={value} />}
            <NextTier value={value} />
            <TierLadder value={value} />
            <VipHistory value={value} />
          </>
        )}
      </QueryBody>
    </div>
  );
}
