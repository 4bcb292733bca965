import type { GameAnnouncement, VendorCard } from '@app/contract/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '@/components/ui/lazy-image/lazy-image';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { session } from '@/lib/storage';
import { LobbyIcon } from './lobby-icon';
import styles from './game-news.module.css';
import { wholeNumber } from '@/lib/format';

const dismissedIds = () => new Set(session.getJson<string[]>('lobbyNewsDismissed', []));

/**
 * The category's game announcements (new providers, new games) as a one-line ribbon at the top of the lobby, each a
 * link to its provider's games. Its height is kept while it loads; nothing when there is no news or the player hid
 * it (for the session, until news they have not hidden arrives).
 */
export function GameNewsRibbon({
  items,
  loading,
  hrefFor,
}: {
  items: GameAnnouncement[];
  loading: boolean;
  hrefFor: (vassalage: string) => string;
}) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(dismissedIds);
  if (loading)
    return (
      <div className={styles.ribbon} aria-hidden="true" data-testid="game-news-loading">
        <Skeleton className={styles.ribbonSkeleton} />
      </div>
    );
  const shown = items.filter((item) => !dismissed.has(item.id));
  if (shown.length === 0) return null;
  const dismiss = () => {
    const next = new Set([...dismissed, ...items.map((item) => item.id)]);
    session.setJson('lobbyNewsDismissed', [...next]);
    setDismissed(next);
  };
  return (
    <section className={styles.ribbon} aria-label={t('lobby_news')} data-testid="game-news">
      <span className={styles.ribbonIcon} aria-hidden="true">
        <LobbyIcon name="megaphone" size={18} />
      </span>
      <ul className={styles.ribbonTrack}>
        {shown.map((item) => (
          <li key={item.id}>
            <Link to={hrefFor(item.vassalage)} className={styles.news} title={item.content}>
              <strong>{item.title}</strong>
              <span>{item.content}</span>
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={t('lobby_news_hide')} title={t('lobby_news_hide')}>
        <LobbyIcon name="close" size={16} />
      </button>
    </section>
  );
}

/**
 * The category's new providers (GCSGAME_newGameVendor) as a row of cards, each opening the provider's games. The
 * skeleton has the cards' size; nothing when the category has no new provider.
 */
export function NewVendorsStrip({
  vendors,
  loading,
  hrefFor,
}: {
  vendors: VendorCard[];
  loading: boolean;
  hrefFor: (vassalage: string) => string;
}) {
  const { t } = useTranslation();
  if (!loading && vendors.length === 0) return null;
  return (
    <section className={styles.strip} aria-label={t('lobby_new_vendors')} data-testid="new-vendors" aria-busy={loading || undefined}>
      <h2 className={styles.stripTitle}>
        <span className={styles.stripIcon} aria-hidden="true">
          <LobbyIcon name="sparkle" size={16} />
        </span>
        {t('lobby_new_vendors')}
      </h2>
      <ul className={styles.cards}>
        {loading
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton className={styles.cardSkeleton} />
              </li>
            ))
          : vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <Link to={hrefFor(vendor.vassalage)} className={styles.card} data-vendor={vendor.vassalage}>
                  <LazyImage src={vendor.logoUrl} alt="" wrapperClassName={styles.logo} width={40} height={40} decoding="async" />
                  <span className={styles.cardText}>
                    <strong translate="no">{vendor.name}</strong>
                    <span className={styles.cardMeta}>
                      <span className={styles.badge}>{t('lobby_badge_new')}</span>
                      {t('lobby_head_count', { count: vendor.gameCount, n: wholeNumber(vendor.gameCount) })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
