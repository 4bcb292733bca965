import type { ActivityState } from '@app/contract/promotions';
import { useTranslation } from 'react-i18next';
import { StatusPill, type PillTone } from '@/components/ui/panel/panel';

const tones: Record<ActivityState, PillTone> = {
  join: 'info',
  claim: 'success',
  applying: 'warning',
  close: 'neutral',
  rejected: 'danger',
  issued: 'success',
  claimed: 'success',
  process: 'warning',
  joined: 'info',
  coming_soon: 'neutral',
};

/** As a status, the two states that invite an action read as what they are (the button says what to do). */
const statusKey = (state: ActivityState) => (state === 'join' || state === 'claim' ? `promo_status_${state}` : `promo_state_${state}`);

/** The player's activity state in a coloured pill (the spec's states). */
export function StatePill({ state }: { state: ActivityState }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={tones[state]} testId="activity-state">
      {t(statusKey(state))}
    </StatusPill>
  );
}
