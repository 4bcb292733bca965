import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Icon } from '../icon';
import { Glyph, type GlyphName } from '../glyph/glyph';
import styles from './empty-state.module.css';

/** Nothing to show yet: an icon, a title, a line of text and an optional action. */
export function EmptyState({
  icon = 'inbox',
  title,
  text,
  children,
  compact = false,
}: {
  icon?: GlyphName;
  title: string;
  text?: string;
  children?: ReactNode;
  compact?: boolean;
}) {
  return (
    <div className={styles.state} data-compact={compact ? 'true' : undefined} data-testid="empty-state">
      <span className={styles.art} aria-hidden="true">
        <Glyph name={icon} size={compact ? 22 : 28} />
      </span>
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {children}
    </div>
  );
}

/** A load that failed: the reason in the player's words and a retry. */
export function ErrorState({ message, onRetry, compact = false }: { message: string; onRetry?: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} data-tone="error" data-compact={compact ? 'true' : undefined} role="alert">
      <span className={styles.art} aria-hidden="true">
        <Glyph name="alert" size={compact ? 22 : 28} />
      </span>
      <p className={styles.title}>{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <Icon name="refresh" size={14} />
          {t('in_retry')}
        </Button>
      )}
    </div>
  );
}
