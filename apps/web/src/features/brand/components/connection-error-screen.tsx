import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon';
import { StatusScreen } from './status-screen';

/** The server could not be reached while booting: say so and offer a retry. */
export function ConnectionErrorScreen({ messageKey, onRetry, retrying }: { messageKey: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon="refresh"
      tone="accent"
      title={t('in_connection_failed')}
      actions={
        <Button size="lg" onClick={onRetry} disabled={retrying}>
          <Icon name="refresh" size={18} />
          {t('in_retry')}
        </Button>
      }
    >
      <p>{t(messageKey)}</p>
    </StatusScreen>
  );
}
