import { formatMoney } from '@app/contract/money';
import { SLOT_LINES, SLOT_PAYLINES, SLOT_REELS, SLOT_ROWS, type SlotLineWin, type SlotSymbol } from '@app/contract/inhouse-games';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LobbyIcon } from '../components/lobby-icon';
import type { PlayValue, RoundContext } from './round';
import { SlotSymbolArt } from './slot-symbols';
import styles from './slot-game.module.css';
import { RoundError } from './round-error';
import { AutoplaySwitch, useAutoplay } from './autoplay';

const REELS = SLOT_REELS.length;
/** Reel geometry in the payline overlay's units: 5 square cells a row, 2 units apart. */
const GAP = 2;
const CELL = (100 - GAP * (REELS - 1)) / REELS;
const HEIGHT = CELL * SLOT_ROWS;
const reelCentre = (reel: number) => reel * (CELL + GAP) + CELL / 2;
const rowCentre = (row: number) => row * CELL + CELL / 2;
/** Each line's number beside the reels, at the row it starts on (numbers of one row spread apart). */
const LINE_LABELS = SLOT_PAYLINES.map((rows, line) => {
  const same = SLOT_PAYLINES.map((r, i) => ({ i, row: r[0]! })).filter((x) => x.row === rows[0]);
  const k = same.findIndex((x) => x.i === line);
  return ((rowCentre(rows[0]!) + (k - (same.length - 1) / 2) * 5.2) / HEIGHT) * 100;
});
const LINE_COLOURS = ['#ffd166', '#ff6b6b', '#4dd4ff', '#7cff8a', '#ff8cf0', '#ffa94d', '#9d8cff', '#5ef2d1', '#ff5e94', '#c3ff4d'];

/** What the reels show for stops (row k of reel r is strip[(stop + k) mod length]). */
const gridAt = (stops: readonly number[]): SlotSymbol[][] =>
  Array.from({ length: SLOT_ROWS }, (_, row) => SLOT_REELS.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!));
const INITIAL = gridAt([0, 7, 14, 3, 10]);

interface Spin {
  id: number;
  stops: number[];
  grid: SlotSymbol[][];
  previous: SlotSymbol[][];
  wins: SlotLineWin[];
  value: PlayValue;
}

/** One reel: during a spin its strip runs down through the symbols above the stop and lands on the result. */
function Reel({ index, spin, reduced, onStopped }: { index: number; spin: Spin | null; reduced: boolean; onStopped: (index: number) => void }) {
  const strip = useRef<HTMLDivElement>(null);
  const stopped = useRef(onStopped);
  stopped.current = onStopped;
  const grid = spin?.grid ?? INITIAL;
  const finals = grid.map((row) => row[index]!);
  let symbols: SlotSymbol[] = finals;
  if (spin && !reduced) {
    const reel = SLOT_REELS[index]!;
    const run = 14 + index * 5;
    const filler = Array.from({ length: run }, (_, k) => reel[(spin.stops[index]! + SLOT_ROWS + k) % reel.length]!);
    symbols = [...finals, ...filler, ...spin.previous.map((row) => row[index]!)];
  }

  useLayoutEffect(() => {
    if (!spin) return;
    const el = strip.current;
    if (reduced || !el) {
      stopped.current(index);
      return;
    }
    const travel = ((symbols.length - SLOT_ROWS) / symbols.length) * 100;
    el.style.transition = 'none';
    el.style.transform = `translateY(-${travel}%)`;
    void el.offsetHeight; // start from the top of the run
    const duration = 900 + index * 260;
    el.style.transition = `transform ${duration}ms cubic-bezier(0.12, 0.72, 0.28, 1.04)`;
    el.style.transform = 'translateY(0)';
    const done = () => stopped.current(index);
    const timer = setTimeout(done, duration + 80);
    return () => clearTimeout(timer);
    // a new spin id starts a new run
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spin?.id]);

  return (
    <div className={styles.reel}>
      <div ref={strip} className={styles.strip} style={{ height: `${(symbols.length / SLOT_ROWS) * 100}%` }}>
        {symbols.map((symbol, k) => (
          <div key={k} className={styles.cell} data-row={k < SLOT_ROWS ? k : undefined}>
            <SlotSymbolArt symbol={symbol} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A mark over each landed cell: lit when it is part of a win, brighter on the line shown now. Keys are "row:reel". */
function WinMarks({ winning, activeCells }: { winning: ReadonlySet<string>; activeCells: ReadonlySet<string> }) {
  return (
    <div className={styles.marks} aria-hidden="true">
      {Array.from({ length: SLOT_ROWS }, (_, row) =>
        Array.from({ length: REELS }, (_, reel) => (
          <span
            key={`${row}:${reel}`}
            className={styles.mark}
            data-win={winning.has(`${row}:${reel}`) || undefined}
            data-active={activeCells.has(`${row}:${reel}`) || undefined}
            style={{ left: `${reel * (CELL + GAP)}%`, width: `${CELL}%`, top: `${(row * 100) / SLOT_ROWS}%` }}
          />
        )),
      )}
    </div>
  );
}

/** The winning paylines drawn over the reels, the one shown now highlighted. */
function WinLines({ wins, activeLine }: { wins: readonly SlotLineWin[]; activeLine: number }) {
  return (
    <svg className={styles.lines} viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
      {wins.map((w, i) => (
        <polyline
          key={w.line}
          points={SLOT_PAYLINES[w.line]!.map((row, reel) => `${reelCentre(reel)},${rowCentre(row)}`).join(' ')}
          stroke={LINE_COLOURS[w.line]}
          data-active={i === activeLine || undefined}
          className={styles.line}
          fill="none"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}

/**
 * "Lucky Sevens": 5 reels x 3 rows, 10 fixed paylines. Spin plays a round on the server; the reels run and land on
 * its result one after another, then the winning lines light up in turn with what each pays.
 */
export function SlotGame({ ctx }: { ctx: RoundContext }) {
  const { t } = useTranslation();
  const [spin, setSpin] = useState<Spin | null>(null);
  const [stoppedCount, setStoppedCount] = useState(0);
  const [activeLine, setActiveLine] = useState(-1);
  const shown = !!spin && stoppedCount >= REELS;
  const wins = shown ? spin.wins : [];
  const lineBet = ctx.stakeMinor === null ? null : ctx.stakeMinor / SLOT_LINES;

  const onStopped = () => setStoppedCount((n) => n + 1);
  const revealed = useRef(0);
  useEffect(() => {
    if (!shown || revealed.current === spin.id) return;
    revealed.current = spin.id;
    ctx.reveal();
    ctx.setBusy(false);
  }, [shown, spin, ctx]);

  // the winning lines, one after another
  useEffect(() => {
    if (!shown || spin.wins.length === 0) {
      setActiveLine(-1);
      return;
    }
    let i = 0;
    setActiveLine(0);
    const timer = setInterval(() => {
      i = (i + 1) % spin.wins.length;
      setActiveLine(i);
    }, 1400);
    return () => clearInterval(timer);
  }, [shown, spin]);

  /** true when the round was played (autoplay stops on a refusal) */
  const onSpin = async () => {
    if (ctx.busy || ctx.stakeMinor === null) return false;
    ctx.setBusy(true);
    const value = await ctx.play({ game: 'slot' });
    if (!value || value.round.outcome.game !== 'slot') {
      ctx.setBusy(false);
      return false;
    }
    const outcome = value.round.outcome;
    setStoppedCount(0);
    setSpin((previous) => ({ id: (previous?.id ?? 0) + 1, stops: outcome.stops, grid: outcome.grid, previous: previous?.grid ?? INITIAL, wins: outcome.wins, value }));
    return true;
  };
  const autoplay = useAutoplay(ctx.autoplay, ctx.busy, onSpin);

  const winning = new Set<string>();
  wins.forEach((w) => SLOT_PAYLINES[w.line]!.slice(0, w.count).forEach((row, reel) => winning.add(`${row}:${reel}`)));
  const active = activeLine >= 0 ? wins[activeLine] : undefined;
  const activeCells = new Set<string>();
  if (active) SLOT_PAYLINES[active.line]!.slice(0, active.count).forEach((row, reel) => activeCells.add(`${row}:${reel}`));
  const payout = shown ? spin.value.round.payoutMinor : 0;
  const stake = spin?.value.round.stakeMinor ?? 0;

  return (
    <div className={styles.game} data-testid="slot-game">
      <div className={styles.cabinet}>
        <div className={styles.marquee} aria-hidden="true">
          {['SEVEN', 'BAR', 'WILD', 'BAR', 'SEVEN'].map((s, i) => (
            <span key={i} className={styles.marqueeSymbol}>
              <SlotSymbolArt symbol={s as SlotSymbol} />
            </span>
          ))}
        </div>
        <div className={styles.window}>
          <div className={styles.lineNumbers} aria-hidden="true">
            {SLOT_PAYLINES.map((rows, line) => (
              <span key={line} style={{ top: `${LINE_LABELS[line]}%`, color: LINE_COLOURS[line] }} data-on={active?.line === line || undefined} data-rows={rows.join('')}>
                {line + 1}
              </span>
            ))}
          </div>
          <div className={styles.reels} data-spinning={(!!spin && !shown) || undefined}>
            {Array.from({ length: REELS }, (_, reel) => (
              <Reel key={reel} index={reel} spin={spin} reduced={ctx.reducedMotion} onStopped={onStopped} />
            ))}
            <WinMarks winning={winning} activeCells={activeCells} />
            <WinLines wins={wins} activeLine={activeLine} />
            {shown && payout > 0 && (
              <div className={styles.winBanner} data-big={payout >= stake * 10 || undefined} key={spin.id}>
                <span>{payout >= stake * 10 ? t('lobby_big_win') : t('lobby_win')}</span>
                <strong>{formatMoney(payout, ctx.money)}</strong>
              </div>
            )}
          </div>
        </div>
        <p className={styles.ticker} role="status" aria-live="polite" data-testid="slot-result">
          {!spin
            ? t('lobby_slot_ready', { lines: SLOT_LINES })
            : !shown
              ? t('lobby_spinning')
              : active && lineBet !== null
                ? t('lobby_slot_line_win', {
                    line: active.line + 1,
                    n: active.count,
                    symbol: t(`lobby_symbol_${active.symbol.toLowerCase()}`),
                    amount: formatMoney(active.pay * (spin.value.round.outcome.game === 'slot' ? spin.value.round.outcome.lineBetMinor : 0), ctx.money),
                  })
                : payout > 0
                  ? t('lobby_you_won', { amount: formatMoney(payout, ctx.money) })
                  : t('lobby_no_win_try')}
        </p>
      </div>

      <div className={styles.controls}>
        {ctx.stakeControl}
        <div className={styles.side}>
          <p className={styles.lineBet}>
            {t('lobby_line_bet')} <strong>{lineBet === null ? '—' : formatMoney(lineBet, ctx.money)}</strong>
            <span> × {SLOT_LINES}</span>
          </p>
          <button type="button" className={styles.spin} onClick={() => void onSpin()} disabled={ctx.busy || ctx.stakeMinor === null} data-busy={ctx.busy || undefined} data-testid="play-button">
            <LobbyIcon name="refresh" size={22} className={styles.spinIcon} />
            {ctx.busy ? t('lobby_spinning') : t('lobby_spin')}
          </button>
          {ctx.autoplay && <AutoplaySwitch on={autoplay.on} onChange={autoplay.setOn} />}
        </div>
      </div>
      <RoundError message={ctx.error} />
    </div>
  );
}
