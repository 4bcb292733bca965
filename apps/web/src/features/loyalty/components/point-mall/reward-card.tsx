import type { PointReward } from '@app/contract/loyalty';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Glyph } from '@/components/ui/glyph/glyph';
import { LazyImage } from '@/components/ui/lazy-image/lazy-image';
import { modals } from '@/components/ui/modal/modal-store';
import { wholeNumber } from '@/lib/format';
import { useMoney } from '../../hooks/use-money';
import { redeemBlock } from '../../utils/catalogue';
import { rewardText } from '../../utils/reward';
import { REDEEM_MODAL } from './modal-names';
import styles from './point-mall.module.css';

/**
 * A catalogue item: its art, name, points per unit, the tier it needs, what is left in stock, and the redeem button,
 * disabled with the reason in words when the member cannot redeem it now.
 */
export function RewardCard({ reward, balance }: { reward: PointReward; balance: number | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const block = redeemBlock(reward, balance);
  const reasonId = `reward-${reward.id}-why`;
  const rankName = reward.minRankName ?? t('lo_rank_level', { level: reward.minRank });
  return (
    <li className={styles.card} data-testid="reward" data-blocked={block ?? undefined}>
      <LazyImage src={reward.image} alt="" wrapperClassName={styles.art} className={styles.artImage} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{reward.name}</h3>
        {reward.description && <p className={styles.cardText}>{reward.description}</p>}
        <p className={styles.cost}>
          <strong>{t('lo_points_n', { count: reward.pointsCost, points: wholeNumber(reward.pointsCost) })}</strong>
          <span> / {reward.unit}</span>
        </p>
        <ul className={styles.facts}>
          {reward.minRank > 0 && (
            <li data-fact="rank">
              <Glyph name="crown" size={13} />
              {t('lo_requires_tier', { tier: rankName })}
            </li>
          )}
          <li data-fact="stock">
            <Glyph name="gift" size={13} />
            {reward.stock > 0 ? t('lo_in_stock', { count: reward.stock, n: wholeNumber(reward.stock) }) : t('lo_out_of_stock')}
          </li>
          {reward.perMemberLimit !== null && (
            <li>
              <Glyph name="account" size={13} />
              {t('lo_limit_per_member', { count: reward.perMemberLimit })}
            </li>
          )}
          {reward.physical ? (
            <li>
              <Glyph name="upload" size={13} />
              {t('lo_delivered')}
            </li>
          ) : (
            reward.grant && (
              <li>
                <Glyph name="wallet" size={13} />
                {t('lo_pays', { reward: rewardText(t, reward.grant, money).title })}
              </li>
            )
          )}
        </ul>
        <div className={styles.cardAction}>
          <Button
            variant="primary"
            size="sm"
            disabled={!!block}
            aria-describedby={block ? reasonId : undefined}
            onClick={() => modals.open(REDEEM_MODAL, { reward, balance: balance ?? 0 })}
          >
            {t('lo_redeem')}
          </Button>
          {block && (
            <small id={reasonId} className={styles.blocked}>
              {t(`lo_blocked_${block}`, { tier: rankName, count: reward.perMemberLimit ?? 0 })}
            </small>
          )}
        </div>
      </div>
    </li>
  );
}
