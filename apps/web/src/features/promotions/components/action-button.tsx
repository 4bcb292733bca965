import type { Promotion } from '@app/contract/promotions';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/submit-button';
import { useProblemText } from '@/components/ui/form/problem';
import { usePromotionAction } from '../hooks/use-promotion-action';
import { actionOf, stateOf } from '../utils/state';
import styles from './detail.module.css';

/**
 * The promotion's one action button: its label follows the activity state (join, claim, applying, close, rejected,
 * issued, claimed, process, joined, coming soon); disabled where there is nothing to do. A visitor may press join or
 * claim and gets the login modal. The answer shows under it.
 */
export function ActionButton({
  promotion,
  onApply,
  onRebate,
  size = 'lg',
}: {
  promotion: Pick<Promotion, 'id' | 'mechanic' | 'currency' | 'startAt' | 'endAt' | 'standing'>;
  onApply: () => void;
  onRebate: () => void;
  size?: ButtonSize;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const state = stateOf(promotion);
  const action = actionOf(promotion, state);
  const { run, busy, result } = usePromotionAction(promotion, { onApply, onRebate });
  const visitorStep = !promotion.standing && (state === 'join' || state === 'claim');
  // without a standing (a visitor) the first step is pressable: it asks for the login (or a real account)
  const enabled = action.kind !== null || visitorStep;
  return (
    <div className={styles.action}>
      <Button
        variant={enabled ? 'accent' : 'outline'}
        size={size}
        className={styles.actionButton}
        disabled={!enabled || busy}
        aria-busy={busy || undefined}
        data-state={state}
        data-testid="promotion-action"
        onClick={() => void run(action)}
      >
        {t(action.label)}
      </Button>
      {result && <FormAlert tone={result.tone} message={problemText(result.problem)} />}
    </div>
  );
}
