import { formatMoney, majorToMinor } from '@app/contract/money';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/config/brand';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { LobbyIcon } from './lobby-icon';
import styles from './game-filters.module.css';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;
/**
 * The stake filter's choices, decimal amounts in the major unit (games playable at that stake), by the currency's
 * decimal places: coins of a currency with cents, thousands of one without (đồng, rupiah, won, yen).
 */
export const minBetChoices = (digits: number): readonly string[] => (digits > 0 ? ['0.1', '0.5', '1', '5'] : ['1000', '5000', '10000', '50000']);

export interface ClassifyOption {
  value: string;
  count?: number;
}

/** Known classifications have a name in the text packs; others show their code in title case. */
export function classifyLabel(t: (key: string) => string, value: string) {
  const key = `lobby_classify_${value.toLowerCase()}`;
  const text = t(key);
  return text === key ? value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ') : text;
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // the URL changed from elsewhere (clear filters, back): the box follows
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled.trim() !== value.trim()) onChange(settled.trim());
    // onChange and value are the latest on purpose: only a new settled text searches
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <div className={styles.search}>
      <LobbyIcon name="search" size={18} className={styles.searchIcon} />
      <input
        type="search"
        className={styles.searchInput}
        value={text}
        maxLength={40}
        placeholder={t('lobby_search_placeholder')}
        aria-label={t('lobby_search')}
        onChange={(e) => setText(e.target.value)}
        enterKeyHint="search"
      />
      {text && (
        <button type="button" className={styles.clear} onClick={() => setText('')} aria-label={t('lobby_clear_search')}>
          <LobbyIcon name="close" size={14} />
        </button>
      )}
    </div>
  );
}

/** Search by name (debounced), classification and stake, the favourites switch and the result count. */
export function GameFilters({
  keyword,
  onKeyword,
  classify,
  classifyOptions,
  onClassify,
  minBet,
  onMinBet,
  favoritesOnly,
  onFavoritesOnly,
  resultText,
  disabled,
}: {
  keyword: string;
  onKeyword: (value: string) => void;
  classify: string;
  classifyOptions: ClassifyOption[];
  onClassify: (value: string) => void;
  minBet: string;
  onMinBet: (value: string) => void;
  favoritesOnly: boolean;
  onFavoritesOnly: () => void;
  resultText: string;
  /** the favourites view: the other filters do not apply */
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const classifyId = useId();
  const stakeId = useId();
  return (
    <>
      <div className={styles.bar} role="search">
        <SearchBox value={keyword} onChange={onKeyword} />
        <div className={styles.selects}>
          {classifyOptions.length > 1 && (
            <label className={styles.select} htmlFor={classifyId}>
              <span className="visually-hidden">{t('lobby_filter_type')}</span>
              <LobbyIcon name="filter" size={15} className={styles.selectIcon} />
              <select id={classifyId} value={classify} onChange={(e) => onClassify(e.target.value)} disabled={disabled}>
                <option value="">{t('lobby_all_types')}</option>
                {classifyOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {classifyLabel(t, o.value)}
                    {o.count !== undefined ? ` (${o.count})` : ''}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className={styles.select} htmlFor={stakeId}>
            <span className="visually-hidden">{t('lobby_filter_stake')}</span>
            <span className={styles.currency} aria-hidden="true">
              {money.symbol}
            </span>
            <select id={stakeId} value={minBet} onChange={(e) => onMinBet(e.target.value)} disabled={disabled}>
              <option value="">{t('lobby_any_stake')}</option>
              {minBetChoices(money.digits).map((v) => (
                <option key={v} value={v}>
                  {t('lobby_stake_up_to', { amount: formatMoney(majorToMinor(Number(v), money.digits), money) })}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={styles.favorites} aria-pressed={favoritesOnly} onClick={onFavoritesOnly} aria-label={t('lobby_favorites')}>
            <LobbyIcon name="heart" size={15} filled={favoritesOnly} />
            <span className={styles.favoritesText}>{t('lobby_favorites')}</span>
          </button>
        </div>
      </div>
      <p className={styles.count} aria-live="polite" data-testid="lobby-result-count">
        {resultText}
      </p>
    </>
  );
}
