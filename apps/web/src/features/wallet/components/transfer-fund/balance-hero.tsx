import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Money } from '@/components/ui/money/money';
import type { useBalance } from '@/lib/shared-api/balance';
import styles from '../wallet.module.css';

interface BalanceHeroProps {
  balance: ReturnType<typeof useBalance>;
  /** what the vendor wallets hold together */
  vendorSum: number;
  recalling: boolean;
  onRecallAll: () => void;
}

/** The total balance, split into main, game wallets and on hold, with refresh and recall-all. */
export function BalanceHero({ balance, vendorSum, recalling, onRecallAll }: BalanceHeroProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.balanceHero} data-testid="wallet-summary">
      <div className={styles.heroFigure}>
        <span className={styles.heroLabel}>{t('wl_total_balance')}</span>
        <span className={styles.heroValue} data-updating={balance.isFetching ? 'true' : undefined} data-testid="wallet-total">
          {balance.data ? <Money value={balance.data.sumBalanceMinor} /> : balance.isError ? '—' : t('wl_updating')}
        </span>
        <div className={styles.heroParts}>
          <span>
            <small>{t('wl_main_wallet')}</small>
            <strong data-testid="wallet-main">{balance.data ? <Money value={balance.data.mainBalanceMinor} /> : '…'}</strong>
          </span>
          <span>
            <small>{t('wl_game_wallets')}</small>
            <strong>{balance.data ? <Money value={vendorSum} /> : '…'}</strong>
          </span>
          {balance.data && balance.data.heldMinor > 0 && (
            <span>
              <small>{t('wl_on_hold')}</small>
              <strong>
                <Money value={balance.data.heldMinor} />
              </strong>
            </span>
          )}
        </div>
      </div>
      <div className={styles.heroActions}>
        <button type="button" className={styles.heroButton} onClick={() => void balance.refetch()} data-busy={balance.isFetching ? 'true' : undefined} aria-label={t('wl_refresh_balance')}>
          <Glyph name="refresh" size={16} />
        </button>
        <button type="button" className={styles.heroButton} onClick={onRecallAll} disabled={recalling || vendorSum <= 0} data-busy={recalling ? 'true' : undefined}>
          <Glyph name={recalling ? 'refresh' : 'recall'} size={16} />
          {t('wl_recall_all')}
        </button>
      </div>
    </div>
  );
}
