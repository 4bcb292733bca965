import type { PushKind } from '@app/contract/push';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { Checkbox } from '@/components/ui/form/checkbox';
import { FormAlert } from '@/components/ui/form/submit-button';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Panel, SettingRow, StatusPill, type PillTone } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { usePushPreferences } from '../../api/get-push-preferences';
import { useSendTestPush } from '../../api/send-test-push';
import { useSetPushPreference } from '../../api/set-push-preference';
import type { MemberPageProps } from '../../config/menu';
import { useDevicePush } from '../../hooks/use-device-push';
import { PermissionRefused } from '../../utils/device-push';
import pages from './pages.module.css';
import styles from './notifications-page.module.css';
import '../../locales/texts';

const errorKey = (error: unknown) => (error instanceof ApiError ? error.messageKey : error instanceof PermissionRefused ? 'mc_push_refused' : 'mc_push_failed');

/**
 * Notifications on this device (issue 31): Web Push. The player allows them (the browser's question, then this
 * browser's subscription goes to the server), sees what the browser says (allowed, blocked, not supported), picks the
 * kinds they want (for all their devices), sends themselves a test, and turns them off here.
 */
export function NotificationsPage({ token }: MemberPageProps) {
  const { t } = useTranslation();
  const preferences = usePushPreferences(token);
  if (preferences.isPending)
    return (
      <div className={pages.stack} data-testid="push-loading">
        <Skeleton height={200} radius={16} />
      </div>
    );
  if (preferences.isError) return <ErrorState message={t(errorKey(preferences.error))} onRetry={() => void preferences.refetch()} />;
  return (
    <div className={pages.stack}>
      <DevicePanel token={token} devices={preferences.data.devices} />
      <KindsPanel token={token} kinds={preferences.data.kinds} />
    </div>
  );
}

/** This browser: its state in words, and the one action that fits it. */
function DevicePanel({ token, devices }: { token: string; devices: number }) {
  const { t } = useTranslation();
  const device = useDevicePush(token);
  const test = useSendTestPush();
  const state = device.permission === 'unsupported' ? 'unsupported' : device.permission === 'denied' ? 'blocked' : device.subscribed ? 'on' : 'off';
  const tone: Record<typeof state, PillTone> = { on: 'success', off: 'neutral', blocked: 'danger', unsupported: 'warning' };
  const failure = device.enable.error ?? device.disable.error;
  const action =
    state === 'on' ? (
      <Button variant="outline" size="sm" disabled={device.disable.isPending} onClick={() => device.disable.mutate()}>
        {t('mc_push_turn_off')}
      </Button>
    ) : state === 'off' ? (
      <Button size="sm" disabled={device.enable.isPending || device.subscribed === null} onClick={() => device.enable.mutate()}>
        {t('mc_push_allow')}
      </Button>
    ) : null;
  return (
    <Panel title={t('mc_push_title')} testId="push-device-panel">
      <p className={pages.lead}>{t('mc_push_lead')}</p>
      <SettingRow
        icon={<Glyph name="phone" />}
        title={t('mc_push_this_device')}
        testId="push-device-row"
        status={device.subscribed === null && state === 'off' ? null : <StatusPill tone={tone[state]}>{t(`mc_push_state_${state}`)}</StatusPill>}
        description={t(`mc_push_state_${state}_text`)}
        action={action}
      />
      {failure && <FormAlert message={t(errorKey(failure))} />}
      <div className={styles.test}>
        <Button variant="outline" size="sm" disabled={devices === 0 || test.isPending} onClick={() => test.mutate()}>
          {t('mc_push_test')}
        </Button>
        <p className={styles.hint} aria-live="polite">
          {test.isSuccess
            ? test.data.devices
              ? t('mc_push_test_sent', { count: test.data.devices })
              : t('mc_push_no_devices')
            : devices
              ? t('mc_push_devices', { count: devices })
              : t('mc_push_no_devices')}
        </p>
      </div>
      {test.isError && <FormAlert message={t(errorKey(test.error))} />}
    </Panel>
  );
}

/** A switch per kind: what the member wants to hear about, on every device. */
function KindsPanel({ token, kinds }: { token: string; kinds: Array<{ kind: PushKind; on: boolean }> }) {
  const { t } = useTranslation();
  const change = useSetPushPreference(token);
  // while a change travels its switch shows the wanted state (and is disabled); a failure puts back the server's
  const [wanted, setWanted] = useState<{ kind: PushKind; on: boolean } | null>(null);
  const listId = useId();
  return (
    <Panel title={t('mc_push_kinds_title')} testId="push-kinds-panel">
      <p id={listId} className={pages.lead}>
        {t('mc_push_kinds_lead')}
      </p>
      <ul className={`${pages.plainList} ${styles.kinds}`} aria-labelledby={listId}>
        {kinds.map(({ kind, on }) => (
          <li key={kind} className={styles.kind}>
            <Checkbox
              role="switch"
              label={t(`mc_push_kind_${kind}`)}
              checked={wanted?.kind === kind ? wanted.on : on}
              disabled={wanted !== null}
              aria-describedby={`${listId}-${kind}`}
              data-testid={`push-kind-${kind}`}
              onChange={(e) => {
                setWanted({ kind, on: e.target.checked });
                change.mutate({ kind, on: e.target.checked }, { onSettled: () => setWanted(null) });
              }}
            />
            <p id={`${listId}-${kind}`} className={styles.hint}>
              {t(`mc_push_kind_${kind}_text`)}
            </p>
          </li>
        ))}
      </ul>
      {change.isError && <FormAlert message={t(errorKey(change.error))} />}
    </Panel>
  );
}
