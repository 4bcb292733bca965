import type { DrawResult, LotteryLayout } from '@app/contract/lottery-rules';
import { digitBigSmall, digitsSum, FAST_5D_DIGITS, oddEven, sumBigSmall, VN_PRIZE_TABLES } from '@app/contract/lottery-rules';
import { useTranslation } from 'react-i18next';
import styles from './result-board.module.css';

/** The Vietnamese prize table: special prize down to the eighth (South, Central) or seventh (North). */
function VnPrizeTable({ result, caption }: { result: Extract<DrawResult, { kind: 'vn' }>; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className={styles.prizeTable} data-testid="prize-table">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {result.prizes.map((row) => (
          <tr key={row.prize} data-prize={row.prize}>
            <th scope="row">{t(`lottery_prize_${row.prize}`)}</th>
            <td>
              <span className={styles.numbers}>
                {row.numbers.map((n, i) => (
                  <span key={i} className={styles.number} data-special={row.prize === 'special' ? 'true' : undefined}>
                    {n}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The five 5D balls with their sum, big/small and odd/even. */
/**
 * FastBalls' shape before a result is known: the same balls row and summary, empty and quiet, so the card keeps its
 * height when the result arrives.
 */
export function FastBallsSkeleton({ compact = false, balls = 3 }: { compact?: boolean; balls?: number }) {
  const { t } = useTranslation();
  // the summary's own labels, with values of a typical width: the same wrapping as the result it stands for
  const summary = [
    ['lottery_sum', '00'],
    ['lottery_sum_big_small', t('lottery_option_small')],
    ['lottery_sum_odd_even', t('lottery_option_even')],
    ...(compact ? [] : [['lottery_last_digit', `${t('lottery_option_small')} · ${t('lottery_option_even')}`]]),
  ];
  return (
    <div className={styles.fast} data-compact={compact ? 'true' : undefined} data-skeleton="true" aria-hidden="true">
      <ol className={styles.balls}>
        {Array.from({ length: balls }, (_, i) => (
          <li key={i} className={styles.ball}>
            {'\u00a0'}
          </li>
        ))}
      </ol>
      <dl className={styles.summary}>
        {summary.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label!)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function FastBalls({ digits, compact = false }: { digits: readonly number[]; compact?: boolean }) {
  const { t } = useTranslation();
  const sum = digits.reduce((a, b) => a + b, 0);
  const last = digits[digits.length - 1] ?? 0;
  return (
    <div className={styles.fast} data-compact={compact ? 'true' : undefined} data-testid="result-balls">
      <ol className={styles.balls} aria-label={t('lottery_result_digits', { digits: digits.join(' ') })}>
        {digits.map((d, i) => (
          <li key={i} className={styles.ball}>
            {d}
          </li>
        ))}
      </ol>
      <dl className={styles.summary}>
        <div>
          <dt>{t('lottery_sum')}</dt>
          <dd data-testid="result-sum">{sum}</dd>
        </div>
        <div>
          <dt>{t('lottery_sum_big_small')}</dt>
          <dd>{t(`lottery_option_${sumBigSmall(sum).toLowerCase()}`)}</dd>
        </div>
        <div>
          <dt>{t('lottery_sum_odd_even')}</dt>
          <dd>{t(`lottery_option_${oddEven(sum).toLowerCase()}`)}</dd>
        </div>
        {!compact && (
          <div>
            <dt>{t('lottery_last_digit')}</dt>
            <dd>
              {t(`lottery_option_${digitBigSmall(last).toLowerCase()}`)} · {t(`lottery_option_${oddEven(last).toLowerCase()}`)}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/**
 * A result's place before it arrives, the shape of the game's layout (the whole prize table of a Vietnamese game, the
 * five balls of 5D), so the page below does not move when it comes.
 */
export function ResultBoardSkeleton({ layout }: { layout: LotteryLayout }) {
  if (layout === 'FAST_5D') return <FastBallsSkeleton balls={FAST_5D_DIGITS} />;
  const placeholder = { kind: 'vn' as const, prizes: VN_PRIZE_TABLES[layout].map((row) => ({ prize: row.prize, numbers: Array.from({ length: row.count }, () => '0'.repeat(row.digits)) })) };
  return (
    <div className={styles.tableSkeleton} aria-hidden="true">
      <VnPrizeTable result={placeholder} caption="" />
    </div>
  );
}

/** A draw's result as its layout shows it. */
export function ResultBoard({ result, caption }: { result: DrawResult; caption: string }) {
  if (result.kind === 'digits') return <FastBalls digits={result.digits} />;
  return <VnPrizeTable result={result} caption={caption} />;
}

/** One line for lists: the special prize (VN) or the five digits and the sum (5D). */
export function resultHeadline(result: DrawResult): string {
  if (result.kind === 'digits') return `${result.digits.join(' ')} (${digitsSum(result)})`;
  return result.prizes.find((p) => p.prize === 'special')?.numbers[0] ?? '';
}
