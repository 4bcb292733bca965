import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Icon } from '../icon';
import styles from './chunk-error.module.css';

/** failed: the chunk did not load; timeout: it took longer than 120 s; error: the screen broke while showing */
export type ChunkErrorKind = 'failed' | 'timeout' | 'error';

/** A screen's code did not arrive (or broke): says why and offers a retry, never a blank page. */
export function ChunkError({ kind, onRetry }: { kind: ChunkErrorKind; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} role="alert">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="refresh" size={28} />
      </span>
      <h1 className={styles.title}>{t(kind === 'error' ? 'err_internal_error' : 'err_chunk_failed')}</h1>
      {kind !== 'error' && <p className={styles.text}>{t(kind === 'timeout' ? 'err_chunk_timeout' : 'err_network_error')}</p>}
      <Button onClick={onRetry}>
        <Icon name="refresh" size={16} />
        {t('in_retry')}
      </Button>
    </section>
  );
}
