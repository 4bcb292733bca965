import { formatMoney, type MoneyFormat } from '@app/contract/money';
import {
  DICE_OUTCOMES,
  DICE_TARGET_LIMITS,
  diceMultiplier,
  dicePayoutOnWin,
  diceWinningRolls,
  type DiceDirection,
} from '@app/contract/inhouse-games';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LobbyIcon } from '../components/lobby-icon';
import { hundredths } from './format';
import type { RoundContext } from './round';
import styles from './dice-game.module.css';
import { RoundError } from './round-error';

const clampTarget = (target: number, direction: DiceDirection) => {
  const { min, max } = DICE_TARGET_LIMITS[direction];
  return Math.min(max, Math.max(min, Math.round(target)));
};

interface Result {
  id: number;
  roll: number;
  win: boolean;
  payoutMinor: number;
}

/** The rolled number counts up through random values before it settles (skipped with reduced motion). */
function useRollingNumber(result: Result | null, reduced: boolean, onSettled: () => void) {
  const [shown, setShown] = useState<number | null>(null);
  const [settled, setSettled] = useState(true);
  const done = useRef(onSettled);
  done.current = onSettled;
  useEffect(() => {
    if (!result) return;
    if (reduced) {
      setShown(result.roll);
      setSettled(true);
      done.current();
      return;
    }
    setSettled(false);
    const start = performance.now();
    const duration = 700;
    let frame = 0;
    const tick = (now: number) => {
      const p = Math.min(1, (now - start) / duration);
      if (p >= 1) {
        setShown(result.roll);
        setSettled(true);
        done.current();
        return;
      }
      setShown(Math.floor(Math.random() * DICE_OUTCOMES));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [result, reduced]);
  return { shown, settled };
}

/**
 * "Dice Duel": roll 0.00 to 99.99, under or over a target. The slider sets the target; the win chance, the payout
 * multiplier and the profit on a win follow it (the contract's own formulas).
 */
export function DiceGame({ ctx }: { ctx: RoundContext }) {
  const { t } = useTranslation();
  const sliderId = useId();
  const targetId = useId();
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  const [targetText, setTargetText] = useState(hundredths(5000));
  const [result, setResult] = useState<Result | null>(null);
  const { shown, settled } = useRollingNumber(result, ctx.reducedMotion, () => {
    ctx.reveal();
    ctx.setBusy(false);
  });

  const chance = diceWinningRolls(target, direction) / 100;
  const multiplier = diceMultiplier(target, direction);
  const payoutOnWin = ctx.stakeMinor === null ? null : dicePayoutOnWin(ctx.stakeMinor, target, direction);
  const limits = DICE_TARGET_LIMITS[direction];

  const setBoth = (value: number, dir = direction) => {
    const next = clampTarget(value, dir);
    setTarget(next);
    setTargetText(hundredths(next));
  };
  const flip = (next: DiceDirection) => {
    if (next === direction) return;
    setDirection(next);
    // the same chance on the other side
    setBoth(DICE_OUTCOMES - 1 - target, next);
  };

  const onRoll = async () => {
    if (ctx.busy || ctx.stakeMinor === null) return;
    ctx.setBusy(true);
    const value = await ctx.play({ game: 'dice', target, direction });
    if (!value || value.round.outcome.game !== 'dice') {
      ctx.setBusy(false);
      return;
    }
    const o = value.round.outcome;
    setResult((r) => ({ id: (r?.id ?? 0) + 1, roll: o.roll, win: o.win, payoutMinor: value.round.payoutMinor }));
  };

  const rollPct = result ? (result.roll / (DICE_OUTCOMES - 1)) * 100 : null;
  const targetPct = (target / (DICE_OUTCOMES - 1)) * 100;
  const state: DiceState = !result ? 'idle' : !settled ? 'rolling' : result.win ? 'win' : 'lose';

  return (
    <div className={styles.game} data-testid="dice-game">
      <div className={styles.stage} data-state={state}>
        <DiceReadout shown={shown} state={state} result={result} target={target} money={ctx.money} />

        <div className={styles.track} style={{ '--target': `${targetPct}%` } as CSSProperties} data-direction={direction}>
          <div className={styles.zones} aria-hidden="true">
            <span className={styles.zoneUnder} />
            <span className={styles.zoneOver} />
          </div>
          <label htmlFor={sliderId} className="visually-hidden">
            {t('lobby_dice_target')}
          </label>
          <input
            id={sliderId}
            type="range"
            className={styles.slider}
            min={limits.min}
            max={limits.max}
            step={1}
            value={target}
            disabled={ctx.busy}
            aria-valuetext={hundredths(target)}
            onChange={(e) => setBoth(Number(e.target.value))}
          />
          {rollPct !== null && settled && (
            <span className={styles.marker} style={{ left: `${rollPct}%` }} data-win={result?.win || undefined} aria-hidden="true">
              {hundredths(result!.roll)}
            </span>
          )}
          <div className={styles.scale} aria-hidden="true">
            {[0, 25, 50, 75, 100].map((n) => (
              <span key={n}>{n}</span>
            ))}
          </div>
        </div>

        <DiceStats chance={chance} multiplier={multiplier} payoutOnWin={payoutOnWin} money={ctx.money} />
      </div>

      <div className={styles.controls}>
        {ctx.stakeControl}
        <div className={styles.bet}>
          <div className={styles.direction} role="radiogroup" aria-label={t('lobby_dice_direction')}>
            {(['under', 'over'] as const).map((d) => (
              <button key={d} type="button" role="radio" aria-checked={direction === d} onClick={() => flip(d)} disabled={ctx.busy}>
                {t(`lobby_roll_${d}`)}
              </button>
            ))}
          </div>
          <label htmlFor={targetId} className={styles.targetLabel}>
            {t('lobby_dice_target')}
          </label>
          <input
            id={targetId}
            className={styles.targetInput}
            inputMode="decimal"
            value={targetText}
            disabled={ctx.busy}
            onChange={(e) => {
              setTargetText(e.target.value);
              const n = Math.round(Number(e.target.value) * 100);
              if (Number.isFinite(n) && n >= limits.min && n <= limits.max) setTarget(n);
            }}
            onBlur={() => setBoth(Math.round(Number(targetText) * 100) || target)}
          />
          <button type="button" className={styles.rollButton} onClick={() => void onRoll()} disabled={ctx.busy || ctx.stakeMinor === null} data-testid="play-button">
            <LobbyIcon name="dice" size={22} />
            {ctx.busy ? t('lobby_rolling') : t('lobby_roll_dice')}
          </button>
        </div>
      </div>
      <RoundError message={ctx.error} />
    </div>
  );
}

type DiceState = 'idle' | 'rolling' | 'win' | 'lose';

/** The rolled number and what it means for the player. */
function DiceReadout({ shown, state, result, target, money }: { shown: number | null; state: DiceState; result: Result | null; target: number; money: MoneyFormat }) {
  const { t } = useTranslation();
  return (
    <div className={styles.readout}>
      <span className={styles.readoutLabel}>{t('lobby_dice_roll')}</span>
      <strong className={styles.roll} data-testid="dice-roll">
        {shown === null ? '––.––' : hundredths(shown)}
      </strong>
      <span className={styles.verdict} role="status" aria-live="polite">
        {state === 'win' && result
          ? t('lobby_you_won', { amount: formatMoney(result.payoutMinor, money) })
          : state === 'lose'
            ? t('lobby_dice_lost', { target: hundredths(target) })
            : state === 'rolling'
              ? t('lobby_rolling')
              : t('lobby_dice_pick')}
      </span>
    </div>
  );
}

/** The win chance, payout multiplier and payout on a win for the current target. */
function DiceStats({ chance, multiplier, payoutOnWin, money }: { chance: number; multiplier: number; payoutOnWin: number | null; money: MoneyFormat }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.stats}>
      <div>
        <dt>{t('lobby_win_chance')}</dt>
        <dd data-testid="dice-chance">{chance.toFixed(2)}%</dd>
      </div>
      <div>
        <dt>{t('lobby_multiplier')}</dt>
        <dd data-testid="dice-multiplier">×{multiplier.toFixed(4)}</dd>
      </div>
      <div>
        <dt>{t('lobby_payout_on_win')}</dt>
        <dd>{payoutOnWin === null ? '—' : formatMoney(payoutOnWin, money)}</dd>
      </div>
    </dl>
  );
}
