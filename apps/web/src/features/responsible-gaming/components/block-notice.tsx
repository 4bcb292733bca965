import type { RgPlayBlock } from '@app/contract/responsible-gaming';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { blockEndKey } from '../utils/limit-text';
import '../locales/texts';
import styles from './rg.module.css';

/** A running block: what it is, when it ends (or that it is permanent), that withdrawals stay open, and where to get help. */
export function BlockNotice({ block, helpline }: { block: RgPlayBlock; helpline?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={styles.block} role="status" data-testid="rg-block">
      <strong>{t(`rg_block_${block.kind}`)}</strong>
      <p data-testid="rg-block-end">{t(blockEndKey(block.until), { until: block.until === null ? '' : formatWhen(block.until, language) })}</p>
      <p>{t('rg_blocked_withdraw')}</p>
      {helpline && <p className={styles.helpline}>{helpline}</p>}
    </div>
  );
}
