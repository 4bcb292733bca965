import type { MemberPageProps } from '@/features/member-center/config/menu';
import { BonusesPanel } from '@/features/promotions/components/bonuses-panel';
import { BonusDetailsPage as BonusCredits } from '@/features/wallet/components/records/bonus-details-page';
import styles from './member-pages.module.css';

/**
 * Bonus details (bonusDetails): the member's bonuses with their wagering progress and state (promotions feature),
 * above the ledger's bonus credits and releases of the period (wallet feature).
 */
export function BonusDetailsPage(props: MemberPageProps) {
  return (
    <div className={styles.stack}>
      <BonusesPanel token={props.token} />
      <BonusCredits {...props} />
    </div>
  );
}
