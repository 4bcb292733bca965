import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { TREND_COUNT, useTrend } from '../api/get-trend';
import styles from './records.module.css';

/** Trends of the last draws: VN, how often each lô ending came and how long ago; 5D, digits per position and sums. */
export function TrendView({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const trend = useTrend(gameCode);
  if (trend.isPending) return <Skeleton height={240} />;
  if (trend.isError) return <ErrorState compact message={t(trend.error instanceof ApiError ? trend.error.messageKey : 'err_network_error')} onRetry={() => void trend.refetch()} />;
  const value = trend.data;
  if (value.draws.length === 0) return <EmptyState compact title={t('lottery_no_history')} />;
  const max = (list: readonly number[]) => Math.max(1, ...list);
  return (
    <div className={styles.trend} data-testid="trend">
      <p className={styles.count}>{t('lottery_trend_window', { count: Math.min(TREND_COUNT, value.draws.length) })}</p>
      {value.loFrequency && (
        <table className={styles.heat}>
          <caption>{t('lottery_lo_frequency')}</caption>
          <tbody>
            {Array.from({ length: 10 }, (_, row) => (
              <tr key={row}>
                {value.loFrequency!.slice(row * 10, row * 10 + 10).map((f) => (
                  <td
                    key={f.number}
                    style={{ ['--heat' as string]: f.hits / max(value.loFrequency!.map((x) => x.hits)) }}
                    title={t('lottery_lo_cell', { number: f.number, hits: f.hits, ago: f.drawsSinceSeen ?? '–' })}
                  >
                    <span className={styles.heatNumber}>{f.number}</span>
                    <span className={styles.heatHits}>{f.hits}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {value.positionFrequency && (
        <table className={styles.heat}>
          <caption>{t('lottery_position_frequency')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lottery_position')}</th>
              {Array.from({ length: 10 }, (_, d) => (
                <th key={d} scope="col">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {value.positionFrequency.map((counts, p) => (
              <tr key={p}>
                <th scope="row">{p + 1}</th>
                {counts.map((c, d) => (
                  <td key={d} style={{ ['--heat' as string]: c / max(counts) }}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <table className={styles.trendDraws}>
        <caption>{t('lottery_recent_draws')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lottery_draw')}</th>
            <th scope="col">{t('lottery_result')}</th>
            <th scope="col">{value.layout === 'FAST_5D' ? t('lottery_sum') : t('lottery_play_de')}</th>
          </tr>
        </thead>
        <tbody>
          {value.draws.map((d) => (
            <tr key={d.drawNo}>
              <td>{d.drawNo}</td>
              <td>{d.headline}</td>
              <td>
                {d.summary
                  ? `${d.summary.sum} · ${t(`lottery_option_${d.summary.sumBigSmall.toLowerCase()}`)} · ${t(`lottery_option_${d.summary.sumOddEven.toLowerCase()}`)}`
                  : d.de}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default TrendView;
