import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money/money';
import { Stat, StatGrid, StatusPill } from '@/components/ui/panel/panel';
import { useLanguage } from '@/lib/i18n';
import { SelectField } from '@/components/ui/form/field';
import { useBetRecords } from '../../api/get-bet-records';
import { useMerchantWallet } from '../../api/get-merchant-wallet';
import type { WalletPageProps } from '../../types';
import { formatWhen, wholeNumber } from '@/lib/format';
import { RecordsPage, useRecordsFilter } from './records-page';
import styles from '../wallet.module.css';
import '../../locales/texts';

const PAGE_SIZE = 20;
const GAME_TYPES = ['ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE'];
const statusTone = { open: 'warning', settled: 'success', cancelled: 'neutral' } as const;

/** Betting records (personalHistoryCopy): by date range, vendor and game type, with totals; server pages. */
export function BetRecordsPage({ token }: WalletPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const vendors = useMerchantWallet(token);
  const filter = useRecordsFilter('7d');
  const [vassalage, setVassalage] = useState('');
  const [gameType, setGameType] = useState('');
  const records = useBetRecords(token, {
    pageNo: filter.page,
    pageSize: PAGE_SIZE,
    ...filter.dates,
    ...(vassalage ? { vassalage } : {}),
    ...(gameType ? { gameType } : {}),
  });
  const vendorName = (code: string) => vendors.data?.list.find((v) => v.vassalage === code)?.name ?? code;
  const vendorOptions = (vendors.data?.list ?? []).filter((v) => !gameType || v.gameTypes.includes(gameType));

  return (
    <RecordsPage
      filter={filter}
      query={records}
      testId="bet-records"
      icon="ticket"
      emptyTitle={t('wl_no_bets')}
      filters={
        <>
          <SelectField
            label={t('wl_game_type')}
            value={gameType}
            onChange={(e) => {
              setGameType(e.target.value);
              setVassalage('');
              filter.restart();
            }}
          >
            <option value="">{t('in_all')}</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`in_category_${type.toLowerCase()}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('wl_vendor')}
            value={vassalage}
            onChange={(e) => {
              setVassalage(e.target.value);
              filter.restart();
            }}
          >
            <option value="">{t('in_all')}</option>
            {vendorOptions.map((v) => (
              <option key={v.vassalage} value={v.vassalage}>
                {v.name}
              </option>
            ))}
          </SelectField>
        </>
      }
      stats={(data) => (
        <StatGrid>
          <Stat label={t('wl_bets')} value={wholeNumber(data.totals.count)} />
          <Stat label={t('wl_stake')} value={<Money value={data.totals.stakeMinor} />} />
          <Stat label={t('wl_payout')} value={<Money value={data.totals.payoutMinor} />} />
          <Stat label={t('wl_profit')} value={<Money value={data.totals.profitMinor} />} tone={tone(data.totals.profitMinor)} testId="bet-profit" />
        </StatGrid>
      )}
    >
      {(data) => (
        <>
          <thead>
            <tr>
              <th>{t('wl_time')}</th>
              <th>{t('wl_game')}</th>
              <th className={styles.right}>{t('wl_stake')}</th>
              <th className={styles.right}>{t('wl_payout')}</th>
              <th className={styles.right}>{t('wl_profit')}</th>
              <th className={styles.right}>{t('wl_status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((b) => (
              <tr key={b.id}>
                <td className={`${styles.num} ${styles.cTime}`}>{formatWhen(b.placedAt, language)}</td>
                <td className={styles.cTitle}>
                  <span className={styles.cellTitle}>{b.gameName}</span>
                  <span className={styles.cellSub}>
                    {vendorName(b.vassalage)} · {t(`in_category_${b.gameType.toLowerCase()}`, { defaultValue: b.gameType })}
                  </span>
                </td>
                <td className={`${styles.right} ${styles.num} ${styles.cX1}`} data-label={t('wl_stake')}>
                  <Money value={b.stakeMinor} />
                </td>
                <td className={`${styles.right} ${styles.num} ${styles.cX2}`} data-label={t('wl_payout')}>
                  <Money value={b.payoutMinor} />
                </td>
                <td className={`${styles.right} ${styles.num} ${styles.cAmount} ${b.profitMinor > 0 ? styles.up : b.profitMinor < 0 ? styles.down : ''}`}>
                  <Money value={b.profitMinor} />
                </td>
                <td className={`${styles.right} ${styles.cMeta}`}>
                  <StatusPill tone={statusTone[b.status]}>{t(`wl_bet_${b.status}`)}</StatusPill>
                </td>
              </tr>
            ))}
          </tbody>
        </>
      )}
    </RecordsPage>
  );
}

export const tone = (minor: number) => (minor > 0 ? 'up' : minor < 0 ? 'down' : undefined);
