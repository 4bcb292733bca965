import type { Draw, LotteryGame, LotteryPlayTypeInfo } from '@app/contract/lottery';
import { PLAY_TYPE_DEFS, type PlayType } from '@app/contract/lottery-rules';
import { majorToMinor } from '@app/contract/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { HelpLink } from '@/components/ui/help-link/help-link';
import { useMoneyFormat } from '@/config/brand';
import { amountInputText } from '@/lib/amount-input';
import { ApiError } from '@/lib/api-client';
import { usePlaceBet } from '../api/place-bet';
import { guardLogin, useLotteryViewer } from '../hooks/lottery-viewer';
import { slipFigures } from '../utils/bet-slip';
import { useRequestId } from '@/lib/request-id';
import type { DrawPhase } from '../utils/server-clock';
import { PickArea, PlayTypeChoices, SlipFigures, StakeField } from './bet-slip-parts';
import styles from './bet-slip.module.css';

/** Ten units of the currency (₱10.00), inside the play type's limits, as the stake field's text. */
const defaultStake = (info: LotteryPlayTypeInfo, digits: number) =>
  amountInputText(Math.min(info.maxStakeMinor, Math.max(info.minStakeMinor, majorToMinor(10, digits))), digits);

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The server's refusal in the player's language; a closed number is named, so the player knows which to change. */
function refusalText(t: (key: string, values?: Record<string, unknown>) => string, error: unknown) {
  if (!(error instanceof ApiError)) return t('err_network_error');
  const closed = error.code === 'LOTTERY_NUMBER_CLOSED' ? (error.value as { picks?: unknown } | null)?.picks : undefined;
  if (Array.isArray(closed)) return t('err_lottery_number_closed', { numbers: closed.join(', ') });
  return t(error.messageKey);
}

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
  const money = useMoneyFormat();
  const viewer = useLotteryViewer();
  const info = playTypes.find((p) => p.code === playType) ?? playTypes[0]!;
  const [picksOf, setPicksOf] = useState<{ playType: PlayType; picks: string[] }>({ playType: info.code, picks: [] });
  const picks = picksOf.playType === info.code ? picksOf.picks : [];
  const [stake, setStake] = useState(() => defaultStake(info, money.digits));
  const [notice, setNotice] = useState<Notice>(null);
  const [touched, setTouched] = useState(false);
  const place = usePlaceBet();
  const requestId = useRequestId('lot');
  const stakeId = useId();
  const problemId = useId();

  const figures = slipFigures(info, game.layout, picks, stake, money);
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
      stake: amountInputText(figures.stakeMinor, money.digits),
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
      setNotice({ tone: 'error', text: refusalText(t, error) });
    }
  };

  const showProblem = figures.problem && (touched || picks.length > 0);
  return (
    <section className={styles.slip} aria-labelledby={`${stakeId}-title`} data-testid="bet-slip">
      <div className={styles.head}>
        <h2 id={`${stakeId}-title`} className={styles.title}>
          {t('lottery_bet_slip')}
        </h2>
        <HelpLink topic="lottery" article="lottery-bet-types" label={t('lottery_help_label')} text={t('lottery_help')} />
      </div>

      <PlayTypeChoices playTypes={playTypes} value={info.code} onChoose={choosePlayType} />
      <p className={styles.hint}>{t(`${info.nameKey}_hint`)}</p>

      <PickArea info={info} picks={picks} onPicks={setPicks} onToggle={toggle} />

      <StakeField
        id={stakeId}
        info={info}
        money={money}
        stake={stake}
        stakeMinor={figures.stakeMinor}
        onType={(value) => {
          setStake(value);
          setTouched(true);
          setNotice(null);
        }}
        onPreset={setStake}
        invalid={!!showProblem && !!figures.problem?.key.startsWith('lottery_stake')}
        describedBy={showProblem ? problemId : undefined}
      />

      <SlipFigures figures={figures} odds={info.odds} />
      {PLAY_TYPE_DEFS[info.code].exclusive && picks.length > 1 && (
        // told before staking: picks that cover each other count as one bet (the server's wager weight)
        <p className={styles.hint} data-testid="slip-hedge-note">
          {t('lottery_hedge_counts_one')}
        </p>
      )}

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
