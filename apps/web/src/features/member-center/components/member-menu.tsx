import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { useMissionSummary } from '@/lib/shared-api/mission-summary';
import { useUnreadCount } from '../api/get-unread-count';
import { memberMenu, type MenuPageKey } from '../config/menu';
import styles from './member-center.module.css';

const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The 14 entries in the spec's order; the active one highlighted. The missions entry carries the count of missions
 * ready to claim when it is above 0 (spec section 2), the messages entry the unread count.
 */
export function MemberMenu({ token, active, onSelect }: { token: string; active: MenuPageKey | undefined; onSelect: (page: MenuPageKey) => void }) {
  const { t } = useTranslation();
  const missions = useMissionSummary(token);
  const unread = useUnreadCount(token);
  const badges: Partial<Record<MenuPageKey, { count: number; tone: 'accent' | 'alert'; label: string }>> = {};
  const missionCount = missions.data?.readyCount ?? 0;
  if (missionCount > 0) badges.missionLeaderboard = { count: missionCount, tone: 'accent', label: t('mc_missions_badge', { count: missionCount }) };
  const unreadCount = unread.data?.count ?? 0;
  if (unreadCount > 0) badges.messageV2 = { count: unreadCount, tone: 'alert', label: t('mc_unread_badge', { count: unreadCount }) };
  return (
    <nav className={styles.nav} aria-label={t('mc_member_center')}>
      <ul className={styles.menu}>
        {memberMenu.map((entry) => {
          const badge = badges[entry.page];
          return (
            <li key={entry.page}>
              <button
                type="button"
                className={styles.entry}
                aria-current={active === entry.page ? 'page' : undefined}
                data-page={entry.page}
                onClick={() => onSelect(entry.page)}
              >
                <span className={styles.entryIcon}>
                  <Glyph name={entry.icon} size={19} />
                </span>
                <span className={styles.entryLabel}>{t(entry.label)}</span>
                {badge && (
                  <span className={styles.badge} data-tone={badge.tone} data-testid={`badge-${entry.page}`}>
                    <span aria-hidden="true">{badgeText(badge.count)}</span>
                    <span className="visually-hidden">{badge.label}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
