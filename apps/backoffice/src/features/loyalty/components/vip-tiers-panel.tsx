import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { amountToMinor, formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { useVipTiers } from '../api/vip-tiers';
import { operatorText } from '@/lib/format';
import { VipTierForm } from './vip-tier-form';
import styles from './loyalty.module.css';

/** A requirement the server sends in major units ("150000.00") as the brand writes it; as sent if it is not an amount. */
const requirementText = (major: string, money: MoneyFormat) => {
  const minor = amountToMinor(major, money.digits);
  return minor === null ? major : formatAmount(minor, money);
};

/** The brand's VIP ladder, rank by rank: its label as players see it, requirements and benefits; each edited in place. */
export function VipTiersPanel({ brandId }: { brandId: string }) {
  const tiers = useVipTiers(brandId);
  const money = useBrandMoney()(brandId);
  const [editing, setEditing] = useState<number | null>(null);
  const [done, setDone] = useState('');
  if (tiers.isPending) return <LoadingState />;
  if (tiers.isError) return <ErrorState error={tiers.error} onRetry={() => void tiers.refetch()} />;
  return (
    <Panel title={t('lo_vip')}>
      <p className={styles.muted}>{t('lo_vip_intro')}</p>
      {done && <Notice>{done}</Notice>}
      {tiers.data.list.length === 0 ? (
        <EmptyState title={t('lo_vip_empty')} />
      ) : (
        <ul className={styles.tiers}>
          {tiers.data.list.map((tier) => {
            const b = tier.benefits;
            const name = operatorText(tier.name, `VIP${tier.rankLevel}`);
            // its name in each language, each once, the shown one first
            const names = [...new Set([name, ...Object.values(tier.name).filter((n) => !!n)])].join(' / ');
            return (
              <li key={tier.rankLevel} className={styles.tier} aria-label={t('lo_tier_label', { level: tier.rankLevel, name })}>
                <div className={styles.tierHead}>
                  <h3 className={styles.tierName}>
                    <span className={styles.swatch} style={{ background: `linear-gradient(90deg, ${tier.color}, ${tier.color2})` }} aria-hidden="true" />
                    {t('lo_tier_heading', { level: tier.rankLevel, names })}
                  </h3>
                  {editing !== tier.rankLevel && (
                    <Button size="sm" aria-label={t('lo_tier_edit_label', { level: tier.rankLevel })} onClick={() => setEditing(tier.rankLevel)}>
                      {t('lo_edit')}
                    </Button>
                  )}
                </div>
                {editing === tier.rankLevel ? (
                  <VipTierForm
                    brandId={brandId}
                    money={money}
                    tier={tier}
                    onCancel={() => setEditing(null)}
                    onDone={() => {
                      setEditing(null);
                      setDone(t('lo_tier_saved', { level: tier.rankLevel }));
                    }}
                  />
                ) : (
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t('lo_tier_turnover')}</dt>
                      <dd>{requirementText(tier.turnover, money)}</dd>
                    </div>
                    <div>
                      <dt>{t('lo_tier_deposit')}</dt>
                      <dd>{requirementText(tier.deposit, money)}</dd>
                    </div>
                    <div>
                      <dt>{t('lo_tier_keep')}</dt>
                      <dd>{requirementText(tier.keep, money)}</dd>
                    </div>
                    <div>
                      <dt>{t('lo_tier_rebate')}</dt>
                      <dd>{(b.rebateBonusBp ?? 0) / 100}%</dd>
                    </div>
                    <div>
                      <dt>{t('lo_tier_multiplier')}</dt>
                      <dd>×{(b.pointsMultiplierBp ?? 10_000) / 10_000}</dd>
                    </div>
                    <div>
                      <dt>{t('lo_tier_withdraw_limit')}</dt>
                      <dd>{b.withdrawDailyLimitMinor ? formatAmount(b.withdrawDailyLimitMinor, money) : t('lo_brand_default')}</dd>
                    </div>
                    <div>
                      <dt>{t('lo_tier_withdraw_count')}</dt>
                      <dd>{b.withdrawDailyCount ?? t('lo_brand_default')}</dd>
                    </div>
                    <div>
                      <dt>{t('lo_tier_birthday')}</dt>
                      <dd>{formatAmount(b.birthdayBonusMinor ?? 0, money)}</dd>
                    </div>
                  </dl>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
