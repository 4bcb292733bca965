import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Panel, SettingRow, StatusPill } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { FormAlert } from '@/components/ui/form/submit-button';
import { ApiError } from '@/lib/api-client';
import { formatWhen } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useEndSessions, useMemberSessions } from '../../api/member-sessions';
import type { MemberPageProps } from '../../config/menu';
import pages from './pages.module.css';
import '../../locales/texts';

/**
 * Devices and sessions (issue 31): where the account is logged in now (the device and browser, the address, when it
 * was last seen), this device first; "Log out" ends one at once (its tabs are logged out), "Log out everywhere else"
 * ends all but this one.
 */
export function SessionsPage({ token }: MemberPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sessions = useMemberSessions(token);
  const end = useEndSessions(token);
  if (sessions.isPending)
    return (
      <div className={pages.stack} data-testid="sessions-loading">
        <Skeleton height={240} radius={16} />
      </div>
    );
  if (sessions.isError)
    return <ErrorState message={t(sessions.error instanceof ApiError ? sessions.error.messageKey : 'err_network_error')} onRetry={() => void sessions.refetch()} />;
  // this device first, then the most recently seen
  const list = [...sessions.data.list].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt);
  const others = list.filter((s) => !s.current).length;
  return (
    <div className={pages.stack}>
      <Panel
        title={t('mc_sessions_title')}
        action={
          others > 0 ? (
            <Button variant="outline" size="sm" disabled={end.isPending} onClick={() => end.mutate(null)}>
              {t('mc_sessions_end_others')}
            </Button>
          ) : null
        }
      >
        <p className={pages.lead}>{t('mc_sessions_lead')}</p>
        {end.isError && <FormAlert message={t(end.error instanceof ApiError ? end.error.messageKey : 'err_network_error')} />}
        <ul className={pages.plainList} aria-label={t('mc_sessions_title')}>
          {list.map((s) => (
            <li key={s.id}>
              <SettingRow
                icon={<Glyph name={/iPhone|Android|iPad/.test(s.device) ? 'phone' : 'lock'} />}
                title={s.device}
                status={s.current ? <StatusPill tone="success">{t('mc_sessions_this_device')}</StatusPill> : null}
                description={t('mc_sessions_detail', { ip: s.ip ?? '—', seen: formatWhen(s.lastSeenAt, language), since: formatWhen(s.createdAt, language) })}
                action={
                  s.current ? null : (
                    <Button variant="ghost" size="sm" disabled={end.isPending} onClick={() => end.mutate(s.id)} aria-label={t('mc_sessions_end_one', { device: s.device })}>
                      {t('mc_sessions_end')}
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </ul>
        {others === 0 && <p className={pages.lead}>{t('mc_sessions_only_this')}</p>}
      </Panel>
    </div>
  );
}
