import type { VendorWallet } from '@app/contract/wallet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Money } from '@/components/ui/money/money';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import type { useMerchantWallet } from '../../api/get-merchant-wallet';
import styles from '../wallet.module.css';

/** The categories in the lobby's order: vendor wallets are grouped by them. */
const categoryOrder = ['ELOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP', 'INHOUSE'];

const rank = (type: string) => {
  const i = categoryOrder.indexOf(type);
  return i < 0 ? categoryOrder.length : i;
};

interface VendorWalletListProps {
  vendors: ReturnType<typeof useMerchantWallet>;
  /** the vassalage of the picked wallet */
  selected: string;
  onPick: (vendor: VendorWallet) => void;
}

/** The vendor wallets grouped by game category, each a toggle that picks it for the transfer. */
export function VendorWalletList({ vendors, selected, onPick }: VendorWalletListProps) {
  const { t } = useTranslation();
  const groups = useMemo(() => {
    const map = new Map<string, VendorWallet[]>();
    for (const v of vendors.data?.list ?? []) {
      const type = v.gameTypes[0] ?? 'OTHER';
      map.set(type, [...(map.get(type) ?? []), v]);
    }
    return [...map.entries()].sort(([a], [b]) => rank(a) - rank(b));
  }, [vendors.data]);

  if (vendors.isPending)
    return (
      <div className={styles.tiles}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={54} radius={10} />
        ))}
      </div>
    );
  if (vendors.isError) return <ErrorState compact message={t(vendors.error instanceof ApiError ? vendors.error.messageKey : 'err_network_error')} onRetry={() => void vendors.refetch()} />;
  if (groups.length === 0) return <EmptyState compact icon="wallet" title={t('wl_no_vendors')} />;
  return groups.map(([type, list]) => (
    <div key={type}>
      <h4 className={styles.groupTitle}>{t(`in_category_${type.toLowerCase()}`, { defaultValue: type })}</h4>
      <ul className={styles.tiles}>
        {list.map((v) => (
          <li key={v.vassalage}>
            <button
              type="button"
              className={styles.tile}
              aria-pressed={selected === v.vassalage}
              data-funded={v.balanceMinor > 0 ? 'true' : undefined}
              data-vendor={v.vassalage}
              onClick={() => onPick(v)}
            >
              <span className={styles.tileName}>{v.name}</span>
              <span className={styles.tileBalance}>
                <Money value={v.balanceMinor} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  ));
}
