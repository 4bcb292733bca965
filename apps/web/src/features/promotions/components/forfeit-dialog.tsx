import type { Bonus } from '@app/contract/promotions';
import { formatMoney } from '@app/contract/money';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { useProblemText } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { FormAlert } from '@/components/ui/form/submit-button';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { useMoneyFormat } from '@/config/brand';
import { useForfeitBonus } from '../api/forfeit-bonus';
import { FORFEIT_MODAL } from '../modal-names';
import styles from './rewards.module.css';

/** Opens the confirmation for a bonus; `othersActive`: how many other bonuses are still wagering. */
export const confirmForfeit = (bonus: Bonus, othersActive: number) => modals.open(FORFEIT_MODAL, { bonus, othersActive });

function ForfeitBody({ bonus, othersActive, onForfeited }: { bonus: Bonus; othersActive: number; onForfeited: (amountMinor: number) => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const problemText = useProblemText();
  const forfeit = useForfeitBonus();
  const amount = formatMoney(bonus.balanceMinor, money);
  const confirm = () =>
    forfeit.mutate(bonus.id, {
      onSuccess: (value) => {
        modals.close(FORFEIT_MODAL);
        onForfeited(value.forfeitedMinor);
      },
    });
  return (
    <div className={styles.confirm} data-testid="forfeit-confirm">
      <p className={styles.confirmLead}>{t('promo_forfeit_loss', { amount, title: bonus.title })}</p>
      <p>{othersActive > 0 ? t('promo_forfeit_others', { count: othersActive }) : t('promo_forfeit_withdraw')}</p>
      <FormAlert message={forfeit.error ? problemText(problemOf(forfeit.error, { money }).problem) : undefined} />
      <div className={styles.confirmActions}>
        <Button variant="outline" onClick={() => modals.close(FORFEIT_MODAL)} disabled={forfeit.isPending}>
          {t('promo_keep_bonus')}
        </Button>
        <Button className={styles.danger} onClick={confirm} disabled={forfeit.isPending} aria-busy={forfeit.isPending || undefined}>
          {t('promo_forfeit_amount', { amount })}
        </Button>
      </div>
    </div>
  );
}

/**
 * The forfeit confirmation: says exactly what is lost (the bonus balance) and that withdrawals then open (or stay
 * blocked by the other active bonuses). Declared once by the page that lists bonuses.
 */
export function ForfeitDialog({ onForfeited }: { onForfeited: (amountMinor: number) => void }) {
  const { t } = useTranslation();
  return (
    <Modal name={FORFEIT_MODAL} title={t('promo_forfeit_title')} width={440}>
      {(props) => {
        const bonus = props.bonus as Bonus | undefined;
        return bonus ? <ForfeitBody key={bonus.id} bonus={bonus} othersActive={Number(props.othersActive ?? 0)} onForfeited={onForfeited} /> : null;
      }}
    </Modal>
  );
}
