import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Glyph } from '@/components/ui/glyph/glyph';
import styles from '../wallet.module.css';
import '../../locales/texts';

/** The refusal of a withdrawal while a bonus is wagering (BONUS_ACTIVE), with or without the bonus balance it names. */
export const isBonusActive = (key: string | undefined) => key === 'bonus_active_amount' || key === 'err_bonus_active';

/**
 * BONUS_ACTIVE in the player's words: the bonus balance still wagering blocks withdrawals until its wagering is met
 * or it is forfeited, and the way to the reward centre, where it can be forfeited.
 */
export function BonusActiveAlert({ message, onOpenRewards }: { message: string | undefined; onOpenRewards: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.bonusAlert} role="alert" data-testid="bonus-active">
      <Glyph name="gift" size={20} />
      <div className={styles.bonusAlertText}>
        <strong>{t('wl_bonus_active_title')}</strong>
        <span>{message}</span>
        <Button variant="outline" size="sm" onClick={onOpenRewards}>
          {t('wl_open_reward_center')}
        </Button>
      </div>
    </div>
  );
}
