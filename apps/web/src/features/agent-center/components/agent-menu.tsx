import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { useSiteConfig } from '@/config/brand';
import { visibleAgentMenu, type AgentPageKey } from '../config/menu';
import styles from './agent-center.module.css';

/**
 * The 12 entries in the spec's order, the active one highlighted; the four contract pages only when the brand's flag
 * of their kind is on.
 */
export function AgentMenu({ active, onSelect }: { active: AgentPageKey | undefined; onSelect: (page: AgentPageKey) => void }) {
  const { t } = useTranslation();
  const { whitelabel } = useSiteConfig();
  return (
    <nav className={styles.nav} aria-label={t('ag_agent_center')}>
      <ul className={styles.menu}>
        {visibleAgentMenu(whitelabel).map((entry) => (
          <li key={entry.page}>
            <button type="button" className={styles.entry} aria-current={active === entry.page ? 'page' : undefined} data-page={entry.page} onClick={() => onSelect(entry.page)}>
              <span className={styles.entryIcon}>
                <Glyph name={entry.icon} size={19} />
              </span>
              <span className={styles.entryLabel}>{t(entry.label)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
