import type { VendorCard } from '@app/contract/games';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import styles from './vendor-tabs.module.css';

/** 'All' and one tab per vendor of the category; the chosen one is scrolled into view. */
export function VendorTabs({
  vendors,
  loading,
  selected,
  hrefFor,
}: {
  vendors: VendorCard[];
  loading: boolean;
  /** '' for all */
  selected: string;
  hrefFor: (vassalage: string) => string;
}) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const track = nav.current;
    if (!current || !track) return;
    const left = current.offsetLeft - track.clientWidth / 2 + current.clientWidth / 2;
    track.scrollTo?.({ left: Math.max(0, left) });
  }, [selected, vendors.length]);

  if (loading)
    return (
      <div className={styles.tabs} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} width={92} height={36} radius={999} />
        ))}
      </div>
    );
  if (vendors.length < 2) return null;
  return (
    <nav ref={nav} className={styles.tabs} aria-label={t('lobby_vendor_tabs')}>
      <Link to={hrefFor('')} className={styles.tab} aria-current={selected === '' ? 'page' : undefined}>
        {t('in_all')}
      </Link>
      {vendors.map((v) => (
        <Link key={v.vassalage} to={hrefFor(v.vassalage)} className={styles.tab} aria-current={selected === v.vassalage ? 'page' : undefined} data-vendor={v.vassalage}>
          <span translate="no">{v.name}</span>
          {v.isNew && <span className={styles.new}>{t('lobby_badge_new')}</span>}
          {v.maintenance && <span className={styles.maintenance} title={t('lobby_maintenance')} aria-label={t('lobby_maintenance')} />}
        </Link>
      ))}
    </nav>
  );
}
