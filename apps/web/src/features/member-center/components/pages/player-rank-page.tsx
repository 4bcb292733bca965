import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Panel } from '@/components/ui/panel/panel';
import type { MemberPageProps } from '../../config/menu';
import styles from './pages.module.css';

/** The spec: VIP customer service when the club rank is above 4. */
const VIP_SERVICE_ABOVE = 4;

/** playerRank: the member's VIP label, its rank level and what it brings. */
export function PlayerRankPage({ member, go }: MemberPageProps) {
  const { t } = useTranslation();
  const label = member.clubLabel;
  if (!label)
    return (
      <EmptyState icon="crown" title={t('mc_no_vip_label')} text={t('mc_no_vip_text')}>
        <Button variant="outline" size="sm" onClick={() => go('securityCenter')}>
          {t('in_my_account')}
        </Button>
      </EmptyState>
    );
  const vipService = label.rankLevel > VIP_SERVICE_ABOVE;
  return (
    <div className={styles.stack}>
      <div
        className={styles.rankCard}
        style={{ color: label.color, background: `linear-gradient(145deg, ${label.color2}, color-mix(in srgb, ${label.color2} 45%, #000))` }}
        data-testid="rank-card"
      >
        <span className={styles.rankMedal}>
          <Glyph name="crown" size={40} />
        </span>
        <p className={styles.rankName}>{label.labelName}</p>
        <span className={styles.rankLevel}>{t('mc_rank_level', { level: label.rankLevel })}</span>
      </div>
      <Panel title={t('mc_rank_perks')} flush>
        <ul className={styles.perks}>
          <li className={styles.perk} data-locked={vipService ? undefined : 'true'}>
            <span className={styles.perkIcon}>
              <Glyph name={vipService ? 'checkCircle' : 'lock'} size={18} />
            </span>
            <span className={styles.perkText}>
              <strong>{t('mc_perk_vip_service')}</strong>
              <small>{t(vipService ? 'mc_perk_vip_service_on' : 'mc_perk_vip_service_off', { level: VIP_SERVICE_ABOVE + 1 })}</small>
            </span>
          </li>
          <li className={styles.perk}>
            <span className={styles.perkIcon}>
              <Glyph name="star" size={18} />
            </span>
            <span className={styles.perkText}>
              <strong>{t('mc_perk_labels')}</strong>
              <small>{member.memberLabel.length ? member.memberLabel.map((l) => l.labelName).join(' · ') : t('mc_perk_labels_none')}</small>
            </span>
          </li>
        </ul>
      </Panel>
    </div>
  );
}
