import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { agentMenu, type AgentPageKey } from '../config/menu';
import styles from './agent-center.module.css';

/**
 * The 12 entries in the spec's order, the active one highlighted. The four contract pages show "when enabled": the
 * brand has no such flag yet, so they always show (config/menu.ts).
 */
export function AgentMenu({ active, onSelect }: { active: AgentPageKey | undefined; onSelect: (page: AgentPageKey) => void }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('ag_agent_center')}>
      <ul className={styles.menu}>
        {agentMenu.map((entry) => (
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
