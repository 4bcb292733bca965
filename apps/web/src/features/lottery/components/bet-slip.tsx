import type { Draw, LotteryGame, LotteryPlayTypeInfo } from '@app/contract/lottery';
import { type PlayType, quickPick } from '@app/contract/lottery-rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Money } from '@/components/ui/money/money';
import { ApiError } from '@/lib/api-client';
import { usePlaceBet } from '../api/place-bet';
import { guardLogin, useLotteryViewer } from '../hooks/lottery-viewer';
import { slipFigures } from '../utils/bet-slip';
import { useRequestId } from '@/lib/request-id';
import type { DrawPhase } from '../utils/server-clock';
import { NumberPicker } from './number-picker';
import styles from './bet-slip.module.css';

const STAKE_PRESETS = [1, 5, 10, 50, 100];
const defaultStake = (info: LotteryPlayTypeInfo) => String(Math.min(info.maxStake, Math.max(info.minStake, 10)));

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The bet slip: play type, picks (numbers or options, or a quick pick), stake per bet, and the bet count, total
 * stake, odds and potential win as the server will compute them. Placing sends a fresh requestId per ticket; a
 * retry of the same ticket after a lost answer reuses it.
 */
export function BetSlip({
  game,
  playTypes,
  draw,
  phase,
  playType,
  onPlayTypeChange,
}: {
  game: LotteryGame;
  playTypes: readonly LotteryPlayTypeInfo[];
  draw: Draw | null;
  phase: DrawPhase | null;
  playType: PlayType;
  onPlayTypeChange: (playType: PlayType) => void;
}) {
  const { t } = useTranslation();
  const viewer = useLotteryViewer();
  const info = playTypes.find((p) => p.code === playType) ?? playTypes[0]!;
  const [picksOf, setPicksOf] = useState<{ playType: PlayType; picks: string[] }>({ playType: info.code, picks: [] });
  const picks = picksOf.playType === info.code ? picksOf.picks : [];
  const [stake, setStake] = useState(() => defaultStake(info));
  const [notice, setNotice] = useState<Notice>(null);
  const [touched, setTouched] = useState(false);
  const place = usePlaceBet();
  const requestId = useRequestId('lot');
  const stakeId = useId();
  const problemId = useId();

  const figures = slipFigures(info, game.layout, picks, stake);
  const open = phase === 'open' && !!draw;

  const setPicks = (next: string[]) => {
    setPicksOf({ playType: info.code, picks: next });
    setNotice(null);
  };
  const toggle = (pick: string) => {
    setTouched(true);
    if (info.pickKind === 'options' && info.maxPicks === 1) setPicks(picks.includes(pick) ? [] : [pick]);
    else setPicks(picks.includes(pick) ? picks.filter((p) => p !== pick) : [...picks, pick]);
  };
  const choosePlayType = (code: PlayType) => {
    onPlayTypeChange(code);
    setNotice(null);
    setTouched(false);
  };

  const submit = async () => {
    setTouched(true);
    if (!guardLogin(viewer)) return;
    if (!figures.quote || figures.stakeMinor === null) return;
    if (!open || !draw) {
      setNotice({ tone: 'error', text: t('err_draw_closed') });
      return;
    }
    const body = {
      gameCode: game.gameCode,
      drawNo: draw.drawNo,
      playType: info.code,
      numbers: figures.quote.picks,
      stake: (figures.stakeMinor / 100).toFixed(2),
    };
    const id = requestId.idFor(`${body.gameCode}|${body.drawNo}|${body.playType}|${body.numbers.join(',')}|${body.stake}`);
    try {
      const value = await place.mutateAsync({ ...body, requestId: id });
      requestId.done();
      setPicks([]);
      setTouched(false);
      setNotice({ tone: 'success', text: t('lottery_bet_placed', { drawNo: value.bet.drawNo }) });
    } catch (error) {
      // no answer: the same ticket keeps its id, so trying again cannot book it twice
      if (!(error instanceof ApiError) || error.code !== 'NETWORK_ERROR') requestId.done();
      setNotice({ tone: 'error', text: t(error instanceof ApiError ? error.messageKey : 'err_network_error') });
    }
  };

  const showProblem = figures.problem && (touched || picks.length > 0);
  return (
    <section className={styles.slip} aria-labelledby={`${stakeId}-title`} data-testid="bet-slip">
      <h2 id={`${stakeId}-title`} className={styles.title}>
        {t('lottery_bet_slip')}
      </h2>

      <div
        role="radiogroup"
        aria-label={t('lottery_play_type')}
        className={styles.playTypes}
        onKeyDown={(event) => {
          const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
          if (!step) return;
          event.preventDefault();
          const index = playTypes.findIndex((p) => p.code === info.code);
          const next = playTypes[(index + step + playTypes.length) % playTypes.length]!;
          choosePlayType(next.code);
          event.currentTarget.querySelector<HTMLElement>(`[data-value="${next.code}"]`)?.focus();
        }}
      >
        {playTypes.map((p) => (
          <button
            key={p.code}
            type="button"
            role="radio"
            aria-checked={p.code === info.code}
            tabIndex={p.code === info.code ? 0 : -1}
            data-value={p.code}
            className={styles.playType}
            onClick={() => choosePlayType(p.code)}
          >
            {t(p.nameKey)}
          </button>
        ))}
      </div>
      <p className={styles.hint}>{t(`${info.nameKey}_hint`)}</p>

      <div className={styles.pickHead}>
        <span>{info.pickKind === 'numbers' ? t('lottery_picked_count', { count: picks.length }) : t('lottery_choose_option')}</span>
        <span className={styles.pickActions}>
          <Button variant="ghost" size="sm" onClick={() => setPicks(quickPick(info.code, info.minPicks, Math.random))}>
            {t('lottery_quick_pick')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setPicks([])} disabled={picks.length === 0}>
            {t('lottery_clear')}
          </Button>
        </span>
      </div>

      {info.pickKind === 'options' ? (
        <div role="group" aria-label={t('lottery_options')} className={styles.options}>
          {(info.options ?? []).map((option) => (
            <button key={option} type="button" className={styles.option} aria-pressed={picks.includes(option)} onClick={() => toggle(option)}>
              {t(`lottery_option_${option.toLowerCase()}`)}
            </button>
          ))}
        </div>
      ) : (
        <NumberPicker key={info.code} digits={info.digits === 3 ? 3 : 2} selected={picks} onToggle={toggle} />
      )}

      {picks.length > 0 && info.pickKind === 'numbers' && (
        <p className={styles.picked} aria-live="polite">
          {t('lottery_your_numbers')}: <strong>{[...picks].sort().join(', ')}</strong>
        </p>
      )}

      <div className={styles.stake}>
        <label htmlFor={stakeId}>{t('lottery_stake_per_bet')}</label>
        <input
          id={stakeId}
          inputMode="decimal"
          autoComplete="off"
          value={stake}
          onChange={(e) => {
            setStake(e.target.value.replace(/[^\d.]/g, '').slice(0, 12));
            setTouched(true);
            setNotice(null);
          }}
          aria-invalid={showProblem && figures.problem?.key.startsWith('lottery_stake') ? true : undefined}
          aria-describedby={showProblem ? problemId : undefined}
        />
        <div className={styles.presets}>
          {STAKE_PRESETS.filter((v) => v >= info.minStake && v <= info.maxStake).map((v) => (
            <button key={v} type="button" className={styles.preset} aria-pressed={stake === String(v)} onClick={() => setStake(String(v))}>
              {v}
            </button>
          ))}
        </div>
        <p className={styles.limits}>
          {t('lottery_stake_limits')}: <Money value={info.minStakeMinor} /> – <Money value={info.maxStakeMinor} />
        </p>
      </div>

      <dl className={styles.figures} aria-live="polite" data-testid="slip-figures">
        <div>
          <dt>{t('lottery_bet_count')}</dt>
          <dd data-testid="slip-bets">{figures.betCount}</dd>
        </div>
        <div>
          <dt>{t('lottery_total_stake')}</dt>
          <dd data-testid="slip-total">
            <Money value={figures.totalMinor} />
          </dd>
        </div>
        <div>
          <dt>{t('lottery_odds')}</dt>
          <dd>×{info.odds}</dd>
        </div>
        <div>
          <dt>{t('lottery_potential_win')}</dt>
          <dd data-testid="slip-win" className={styles.win}>
            <Money value={figures.potentialWinMinor} />
          </dd>
        </div>
      </dl>

      {showProblem && figures.problem && (
        <p id={problemId} className={styles.fieldError} role="alert">
          {t(figures.problem.key, figures.problem.values)}
        </p>
      )}
      {notice && (
        <p className={styles.notice} data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}

      <Button variant="accent" size="lg" className={styles.place} onClick={() => void submit()} disabled={place.isPending || (!!viewer.token && !open)}>
        {!viewer.token ? t('lottery_login_to_bet') : open ? t('lottery_place_bet') : t('lottery_betting_closed')}
      </Button>
    </section>
  );
}
