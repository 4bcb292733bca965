import type { Draw } from '@app/contract/lottery';
import type { LotteryLayout } from '@app/contract/lottery-rules';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { type DrawPhase, formatCountdown } from '../utils/server-clock';
import { ResultBoard, ResultBoardSkeleton } from './result-board';
import styles from './lottery-page.module.css';
import { useBrand } from '@/config/brand';
import { formatWhenWithZone } from '@/lib/format';

/** The current draw with its countdown to close, and the latest result (or 'closed, drawing…' while it is drawn). */
export function DrawPanel({
  current,
  previous,
  phase,
  drawing,
  now,
  loading,
  layout,
}: {
  current: Draw | null;
  previous: Draw | null;
  phase: DrawPhase | null;
  drawing: string | null;
  now: number;
  loading: boolean;
  /** the game's result layout: the shape the result keeps while it loads */
  layout: LotteryLayout;
}) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const time = (ms: number) => formatWhenWithZone(ms, i18n.language, brand);
  return (
    <section className={styles.drawPanel} aria-labelledby="lottery-draw-title" data-testid="draw-panel">
      <div className={styles.countdownBox}>
        <h2 id="lottery-draw-title" className={styles.drawTitle}>
          {current ? t('lottery_draw_no', { drawNo: current.drawNo }) : t('lottery_current_draw')}
        </h2>
        {loading && !current ? (
          // the open draw's three lines, so nothing below moves when it arrives
          <>
            <p className={styles.countdownLabel}>{t('lottery_closes_in')}</p>
            <p className={styles.countdown} aria-hidden="true">
              <Skeleton width={120} height="1.1em" />
            </p>
            <p className={styles.drawTime}>{'\u00a0'}</p>
          </>
        ) : current && phase === 'open' ? (
          <>
            <p className={styles.countdownLabel}>{t('lottery_closes_in')}</p>
            <p className={styles.countdown} role="timer" aria-live="off" data-testid="countdown">
              {formatCountdown(current.closeAt - now)}
            </p>
            <p className={styles.drawTime}>{t('lottery_draw_at', { time: time(current.drawAt) })}</p>
          </>
        ) : current && phase === 'cancelled' ? (
          <p className={styles.drawing}>{t('lottery_draw_cancelled')}</p>
        ) : (
          <p className={styles.drawing} role="status" data-testid="drawing">
            <span className={styles.pulse} aria-hidden="true" />
            {t('lottery_closed_drawing')}
            {current && phase === 'closed' && now < current.drawAt && <span className={styles.drawTime}> {formatCountdown(current.drawAt - now)}</span>}
          </p>
        )}
      </div>
      <div className={styles.latest} aria-live="polite">
        <h3 className={styles.latestTitle}>
          {previous ? t('lottery_latest_result', { drawNo: previous.drawNo }) : t('lottery_no_result_yet')}
          {drawing && <span className={styles.menuNote}> · {t('lottery_waiting_result', { drawNo: drawing })}</span>}
        </h3>
        {loading && !previous ? (
          <ResultBoardSkeleton layout={layout} />
        ) : (
          previous?.result && <ResultBoard result={previous.result} caption={t('lottery_latest_result', { drawNo: previous.drawNo })} />
        )}
      </div>
    </section>
  );
}
