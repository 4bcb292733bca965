import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/form/checkbox';
import { ApiError } from '@/lib/api-client';
import { useMarketingPreference } from '../../api/get-marketing-preference';
import { useSetMarketingPreference } from '../../api/set-marketing-preference';
import styles from './pages.module.css';

/**
 * The member's switch for operators' marketing messages, on the messages page where those messages arrive (the spec
 * names no settings page for it). Off: marketing campaigns leave the member out; messages about the account still come.
 */
export function MarketingSwitch({ token }: { token: string }) {
  const { t } = useTranslation();
  const hintId = useId();
  const preference = useMarketingPreference(token);
  const change = useSetMarketingPreference(token);
  // while a change travels the switch shows the wanted state at once (and is disabled, so a second click cannot race
  // the first); a failure puts back what the server holds
  const [wanted, setWanted] = useState<boolean | null>(null);
  const checked = wanted ?? preference.data?.marketingMessages ?? true;
  const failure = change.error ?? preference.error;
  return (
    <div className={styles.marketingSwitch}>
      <Checkbox
        role="switch"
        label={t('mc_marketing_messages')}
        checked={checked}
        disabled={preference.isPending || wanted !== null}
        aria-describedby={hintId}
        data-testid="marketing-switch"
        onChange={(e) => {
          setWanted(e.target.checked);
          change.mutate({ marketingMessages: e.target.checked }, { onSettled: () => setWanted(null) });
        }}
      />
      <p id={hintId} className={styles.marketingHint}>
        {t('mc_marketing_messages_hint')}
      </p>
      {failure && (
        <p role="alert" className={styles.marketingError}>
          {t(failure instanceof ApiError ? failure.messageKey : 'err_network_error')}
        </p>
      )}
    </div>
  );
}
