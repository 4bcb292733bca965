import { formatMoney } from '@app/contract/money';
import { CRASH_RTP, CRASH_TARGET_LIMITS, crashPayoutOnWin } from '@app/contract/inhouse-games';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LobbyIcon } from '../components/lobby-icon';
import { multiplierText } from './format';
import type { RoundContext } from './round';
import styles from './crash-game.module.css';
import { RoundError } from './round-error';

/** The multiplier grows as e^(rate t): x2 after about 1.5 s. Long flights speed up so none lasts over 7 s. */
const RATE = 0.45;
const MAX_FLIGHT_S = 7;
const QUICK_TARGETS = [150, 200, 300, 500, 1000];
const W = 660;
const H = 300;
const PAD = { left: 44, right: 16, top: 16, bottom: 28 };

interface Flight {
  id: number;
  /** hundredths */
  crashPoint: number;
  cashout: number;
  win: boolean;
  payoutMinor: number;
}

/** Animates a flight from x1.00 to its crash point; returns the current multiplier and time. */
function useFlight(flight: Flight | null, reduced: boolean, onLanded: () => void) {
  const [now, setNow] = useState({ m: 1, t: 0, done: true });
  const landed = useRef(onLanded);
  landed.current = onLanded;
  useEffect(() => {
    if (!flight) return;
    const end = Math.max(1, flight.crashPoint / 100);
    const rate = Math.max(RATE, Math.log(end) / MAX_FLIGHT_S);
    const duration = Math.log(end) / rate;
    if (reduced || duration === 0) {
      setNow({ m: end, t: duration, done: true });
      landed.current();
      return;
    }
    const start = performance.now();
    let frame = 0;
    const tick = (time: number) => {
      const t = (time - start) / 1000;
      if (t >= duration) {
        setNow({ m: end, t: duration, done: true });
        landed.current();
        return;
      }
      setNow({ m: Math.exp(rate * t), t, done: false });
      frame = requestAnimationFrame(tick);
    };
    setNow({ m: 1, t: 0, done: false });
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [flight, reduced]);
  return now;
}

interface CrashChartProps {
  flight: Flight | null;
  now: { m: number; t: number };
  /** the cash-out target, hundredths */
  cashout: number;
  valid: boolean;
  crashed: boolean;
  cashedOut: boolean;
}

/** The flight chart: the curve so far, the rocket (or the crash), the cash-out target line and multiplier guides. */
function CrashChart({ flight, now, cashout, valid, crashed, cashedOut }: CrashChartProps) {
  const { t } = useTranslation();
  // the axes grow with the flight, keeping the rocket in the lower right of the chart, below the readout
  const tMax = Math.max(4, now.t * 1.25);
  const mMax = Math.max(2.2, 1 + (now.m - 1) * 2.3);
  const x = (t: number) => PAD.left + (t / tMax) * (W - PAD.left - PAD.right);
  const y = (m: number) => H - PAD.bottom - ((m - 1) / (mMax - 1)) * (H - PAD.top - PAD.bottom);
  const rate = flight ? Math.max(RATE, Math.log(Math.max(1, flight.crashPoint / 100)) / MAX_FLIGHT_S) : RATE;
  const steps = 48;
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const t = (now.t * i) / steps;
    return `${x(t).toFixed(1)},${y(Math.exp(rate * t)).toFixed(1)}`;
  });
  const path = `M${points.join(' L')}`;
  const area = `${path} L${x(now.t).toFixed(1)},${H - PAD.bottom} L${PAD.left},${H - PAD.bottom} Z`;
  const cashoutT = flight && flight.win ? Math.log(flight.cashout / 100) / rate : null;
  // guide lines at round multipliers, at least 28 px apart
  const gridLines = [1.5, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000, 5000]
    .filter((m) => m <= mMax)
    .reduce<number[]>((kept, m) => (kept.length === 0 || y(kept[kept.length - 1]!) - y(m) >= 28 ? [...kept, m] : kept), []);

  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('lobby_crash_chart')}>
      <defs>
        <linearGradient id="crash-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffb347" stopOpacity="0.45" />
          <stop offset="1" stopColor="#ffb347" stopOpacity="0" />
        </linearGradient>
      </defs>
      {gridLines.map((m) => (
        <g key={m} className={styles.grid}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(m)} y2={y(m)} />
          <text x={PAD.left - 8} y={y(m) + 4} textAnchor="end">
            {m}×
          </text>
        </g>
      ))}
      <line className={styles.axis} x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} />
      {valid && cashout / 100 <= mMax && (
        <g className={styles.targetLine}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(cashout / 100)} y2={y(cashout / 100)} />
          <text x={W - PAD.right} y={y(cashout / 100) - 6} textAnchor="end">
            {t('lobby_cashout_at', { target: multiplierText(cashout / 100) })}
          </text>
        </g>
      )}
      {flight && (
        <>
          <path d={area} fill="url(#crash-fill)" />
          <path d={path} className={styles.curve} fill="none" />
          {cashoutT !== null && cashedOut && <circle cx={x(cashoutT)} cy={y(flight.cashout / 100)} r="7" className={styles.cashDot} />}
          <g transform={`translate(${x(now.t)} ${y(now.m)})`} className={styles.rocket} data-crashed={crashed || undefined}>
            {crashed ? (
              <g className={styles.boom}>
                <circle r="16" />
                <path d="M-22 0h-8M22 0h8M0-22v-8M0 22v8M-16-16l-6-6M16 16l6 6M16-16l6-6M-16 16l-6 6" />
              </g>
            ) : (
              <g transform="rotate(-35)">
                <path d="M0 -16 C 7 -9 7 5 4 12 L -4 12 C -7 5 -7 -9 0 -16 Z" fill="#fff" />
                <circle cy="-3" r="3.5" fill="#2ec5ff" />
                <path d="M-4 7 L-10 16 L-3 13 Z M4 7 L10 16 L3 13 Z" fill="#ff6a3d" />
                <path d="M-3 13 L0 24 L3 13 Z" fill="#ffd166" className={styles.flame} />
              </g>
            )}
          </g>
        </>
      )}
    </svg>
  );
}

/**
 * "Rocket Crash": a multiplier climbs from x1.00 until it crashes; the round wins when it reaches the player's
 * auto cash-out target. The chart flies the round's real crash point once the server has played it.
 */
export function CrashGame({ ctx }: { ctx: RoundContext }) {
  const { t } = useTranslation();
  const targetId = useId();
  const [cashout, setCashout] = useState(200);
  const [text, setText] = useState('2.00');
  const [flight, setFlight] = useState<Flight | null>(null);
  const [history, setHistory] = useState<Array<{ id: number; point: number }>>([]);
  const now = useFlight(flight, ctx.reducedMotion, () => {
    ctx.reveal();
    ctx.setBusy(false);
  });
  const { min, max } = CRASH_TARGET_LIMITS;
  const valid = cashout >= min && cashout <= max;

  useEffect(() => {
    if (flight && now.done) setHistory((h) => (h[0]?.id === flight.id ? h : [{ id: flight.id, point: flight.crashPoint }, ...h].slice(0, 10)));
  }, [flight, now.done]);

  const setTarget = (hundredths: number) => {
    const next = Math.min(max, Math.max(min, Math.round(hundredths)));
    setCashout(next);
    setText((next / 100).toFixed(2));
  };

  const onLaunch = async () => {
    if (ctx.busy || ctx.stakeMinor === null || !valid) return;
    ctx.setBusy(true);
    const value = await ctx.play({ game: 'crash', cashout });
    if (!value || value.round.outcome.game !== 'crash') {
      ctx.setBusy(false);
      return;
    }
    const o = value.round.outcome;
    setFlight((f) => ({ id: (f?.id ?? 0) + 1, crashPoint: o.crashPoint, cashout: o.cashout, win: o.win, payoutMinor: value.round.payoutMinor }));
  };

  const cashedOut = !!flight && flight.win && now.m >= flight.cashout / 100;
  const crashed = !!flight && now.done;
  const payoutOnWin = ctx.stakeMinor === null ? null : crashPayoutOnWin(ctx.stakeMinor, cashout);
  const state = !flight ? 'idle' : crashed ? (flight.win ? 'won' : 'lost') : cashedOut ? 'cashed' : 'flying';

  return (
    <div className={styles.game} data-testid="crash-game">
      <div className={styles.stage} data-state={state}>
        <ol className={styles.history} aria-label={t('lobby_crash_history')}>
          {history.map(({ id, point }) => (
            <li key={id} data-high={point >= 200 || undefined}>
              {multiplierText(point / 100)}
            </li>
          ))}
        </ol>
        <CrashChart flight={flight} now={now} cashout={cashout} valid={valid} crashed={crashed} cashedOut={cashedOut} />
        <div className={styles.centre}>
          <strong className={styles.multiplier} data-testid="crash-multiplier">
            {multiplierText(flight ? now.m : 1)}
          </strong>
          <span className={styles.status} role="status" aria-live="polite">
            {state === 'idle'
              ? t('lobby_crash_ready')
              : state === 'flying'
                ? t('lobby_crash_flying')
                : state === 'cashed'
                  ? t('lobby_crash_cashed', { target: multiplierText(flight!.cashout / 100), amount: formatMoney(flight!.payoutMinor, ctx.money) })
                  : state === 'won'
                    ? t('lobby_crash_won', { point: multiplierText(flight!.crashPoint / 100), amount: formatMoney(flight!.payoutMinor, ctx.money) })
                    : t('lobby_crash_lost', { point: multiplierText(flight!.crashPoint / 100) })}
          </span>
        </div>
      </div>

      <div className={styles.controls}>
        {ctx.stakeControl}
        <div className={styles.target}>
          <label htmlFor={targetId} className={styles.label}>
            {t('lobby_cashout_target')}
          </label>
          <div className={styles.targetRow} data-invalid={!valid || undefined}>
            <span aria-hidden="true">×</span>
            <input
              id={targetId}
              inputMode="decimal"
              value={text}
              disabled={ctx.busy}
              aria-invalid={!valid || undefined}
              onChange={(e) => {
                setText(e.target.value);
                const n = Math.round(Number(e.target.value) * 100);
                setCashout(Number.isFinite(n) ? n : 0);
              }}
              onBlur={() => setTarget(Math.round(Number(text) * 100) || min)}
              data-testid="cashout-input"
            />
          </div>
          <div className={styles.quick}>
            {QUICK_TARGETS.map((q) => (
              <button key={q} type="button" onClick={() => setTarget(q)} disabled={ctx.busy} aria-pressed={cashout === q}>
                {multiplierText(q / 100)}
              </button>
            ))}
          </div>
          {!valid && (
            <p className={styles.fieldError} role="alert">
              {t('lobby_cashout_limits', { min: multiplierText(min / 100), max: multiplierText(max / 100) })}
            </p>
          )}
        </div>
        <div className={styles.go}>
          <p className={styles.odds}>
            {t('lobby_win_chance')} <strong>{valid ? `${((CRASH_RTP * 100) / (cashout / 100)).toFixed(2)}%` : '—'}</strong> · {t('lobby_payout_on_win')}{' '}
            <strong>{payoutOnWin === null || !valid ? '—' : formatMoney(payoutOnWin, ctx.money)}</strong>
          </p>
          <button type="button" className={styles.launch} onClick={() => void onLaunch()} disabled={ctx.busy || ctx.stakeMinor === null || !valid} data-testid="play-button">
            <LobbyIcon name="rocket" size={22} />
            {ctx.busy ? t('lobby_crash_flying') : t('lobby_launch_rocket')}
          </button>
        </div>
      </div>
      <RoundError message={ctx.error} />
    </div>
  );
}
