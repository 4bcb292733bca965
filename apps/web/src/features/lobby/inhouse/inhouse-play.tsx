import type { InhouseGame, InhouseParams } from '@app/contract/inhouse-games';
import { INHOUSE_GAMES, SLOT_LINES } from '@app/contract/inhouse-games';
import { majorToMinor } from '@app/contract/money';
import { FULL_WEIGHT_BP, inhouseEdgeBp, weightOfEdge } from '@app/contract/wager-worth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { amountInputText } from '@/lib/amount-input';
import { ApiError } from '@/lib/api-client';
import { moneyFormatIn } from '@/lib/format';
import { useActivityRules } from '@/lib/shared-api/activity-rules';
import { useInhouseSession } from '../api/get-inhouse-session';
import { WALLET_QUERY_ROOT } from '@/config/query-keys';
import { usePlayInhouse } from '../api/play-inhouse';
import { LobbyIcon, type LobbyIconName } from '../components/lobby-icon';
import { AnimatedMoney } from './animated-money';
import { CrashGame } from './crash-game';
import { DiceGame } from './dice-game';
import { FairnessPanel } from './fairness-panel';
import type { PlayValue, RoundContext, SessionInfo } from './round';
import { RoundsTable } from './rounds-table';
import { RulesPanel } from './rules-panel';
import { SlotGame } from './slot-game';
import { StakeInput, type StakeLimits } from './stake-input';
import styles from './play.module.css';
import '../locales/texts';

/** Read here rather than from lib/use-media-query: a new export of a first-chunk module would add to the home route. */
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const isGame = (value: string | undefined): value is InhouseGame => !!value && (INHOUSE_GAMES as readonly string[]).includes(value);
const framed = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/** Tells the page around the frame (/game) that the balance moved, as the vendors' pages do. */
function announceBalance() {
  if (framed()) window.parent.postMessage({ type: 'balance-changed' }, window.location.origin);
}

/** Asks the page around the frame to show the reality check its refusal announced (the frame has no dialog of its own). */
function announceRealityCheck() {
  if (framed()) window.parent.postMessage({ type: 'reality-check-due' }, window.location.origin);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A round no sooner than the brand's pacing allows after the previous one (the server refuses faster ones): waits
 * out the rest of the minimum, and once more what the server says if another tab played meanwhile.
 */
async function pacedRound(send: () => Promise<PlayValue>, minSpinMs: number, lastRoundAt: { current: number }) {
  const wait = lastRoundAt.current + minSpinMs - Date.now();
  if (wait > 0) await sleep(wait);
  let value: PlayValue;
  try {
    value = await send();
  } catch (e) {
    if (!(e instanceof ApiError && e.code === 'SPIN_TOO_FAST')) throw e;
    await sleep(Math.min(10_000, Number((e.value as { retryAfterMs?: number } | null)?.retryAfterMs) || minSpinMs));
    value = await send();
  }
  // the server stamped the round before it answered: counting from the answer keeps the next one clear of it
  lastRoundAt.current = Date.now();
  return value;
}

type Tab = 'history' | 'fairness' | 'rules';
const tabs: Array<{ id: Tab; icon: LobbyIconName }> = [
  { id: 'history', icon: 'history' },
  { id: 'fairness', icon: 'shield' },
  { id: 'rules', icon: 'book' },
];

function Playing({ session, info }: { session: string; info: SessionInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tabId = useId();
  const game = info.game;
  const brandMoney = useMoneyFormat();
  // the session names its symbol; the decimals and grouping are the brand's
  const money = useMemo(() => moneyFormatIn(info.currencySymbol, brandMoney), [brandMoney, info.currencySymbol]);
  const limits: StakeLimits = { minMinor: info.minStakeMinor, maxMinor: info.maxStakeMinor, stepMinor: game === 'slot' ? SLOT_LINES : 1 };
  // one unit of the currency to start with (₱1.00), inside the game's limits
  const [stakeMinor, setStakeMinor] = useState<number | null>(() => Math.min(limits.maxMinor, Math.max(limits.minMinor, majorToMinor(1, brandMoney.digits))));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // while a round is shown the balance shows the stake taken; the payout lands when the game reveals the result
  const [pendingBalance, setPendingBalance] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('history');
  const mutation = usePlayInhouse(session);
  // the brand's pacing (UKGC, GlüStV): a round waits until the minimum time since the previous one has passed
  const pacing = useActivityRules().data?.pacing;
  const minSpinMs = pacing?.minSpinMs ?? 0;
  const lastRoundAt = useRef(0);
  const reducedMotion = useMemo(prefersReducedMotion, []);
  const inFrame = useMemo(framed, []);

  const play = useCallback(
    async (params: InhouseParams): Promise<PlayValue | null> => {
      if (stakeMinor === null) return null;
      setError(null);
      try {
        const value = await pacedRound(() => mutation.mutateAsync({ stake: amountInputText(stakeMinor, money.digits), params }), minSpinMs, lastRoundAt);
        setPendingBalance(value.balanceMinor - value.round.payoutMinor);
        return value;
      } catch (e) {
        setError(t(e instanceof ApiError ? e.messageKey : 'err_network_error'));
        if (e instanceof ApiError && e.code === 'INSUFFICIENT_BALANCE') void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
        if (e instanceof ApiError && e.code === 'REALITY_CHECK_DUE') announceRealityCheck();
        return null;
      }
    },
    [stakeMinor, money.digits, mutation, t, queryClient, minSpinMs],
  );
  const reveal = useCallback(() => {
    setPendingBalance(null);
    announceBalance();
    void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
  }, [queryClient]);

  const ctx: RoundContext = {
    info,
    stakeMinor,
    stakeControl: <StakeInput valueMinor={stakeMinor} onChange={setStakeMinor} limits={limits} money={money} disabled={busy} />,
    play,
    reveal,
    busy,
    setBusy,
    error,
    money,
    reducedMotion,
    // offered only once the pack is known to allow it
    autoplay: pacing?.autoplay ?? false,
  };
  const balance = pendingBalance ?? info.balanceMinor;

  return (
    <div className={styles.page} data-game={game} data-framed={inFrame || undefined} data-testid="inhouse-play">
      <header className={styles.top}>
        {!inFrame && (
          <Link to="/inhouse?gameType=INHOUSE&page=1&vassalage=" className={styles.back} aria-label={t('lobby_back_to_lobby')}>
            <LobbyIcon name="back" size={18} />
          </Link>
        )}
        <div className={styles.titleBlock}>
          <p className={styles.kicker}>
            {t('lobby_house_originals')} · {t('lobby_rtp')} {(info.rtp * 100).toFixed(2)}%
          </p>
          <h1 className={styles.title}>
            {info.gameName}
            {info.demo && <span className={styles.demo}>{t('lobby_demo')}</span>}
          </h1>
          {!info.demo && <WagerWorthNote game={game} stakeMinor={stakeMinor ?? info.minStakeMinor} floorBp={info.edgeFloorBp} />}
        </div>
        <div className={styles.balance}>
          <span className={styles.balanceLabel}>{info.demo ? t('lobby_play_money') : t('lobby_balance')}</span>
          <AnimatedMoney minor={balance} money={money} reduced={reducedMotion} className={styles.balanceValue} testId="inhouse-balance" />
        </div>
      </header>

      <div className={styles.layout}>
        <section className={styles.machine} aria-label={info.gameName}>
          {game === 'slot' ? <SlotGame ctx={ctx} /> : game === 'dice' ? <DiceGame ctx={ctx} /> : <CrashGame ctx={ctx} />}
        </section>

        <aside className={styles.side}>
          <div className={styles.tabs} role="tablist" aria-label={t('lobby_game_info')}>
            {tabs.map((item) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                id={`${tabId}-${item.id}`}
                aria-selected={tab === item.id}
                aria-controls={`${tabId}-${item.id}-panel`}
                tabIndex={tab === item.id ? 0 : -1}
                onClick={() => setTab(item.id)}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                  const i = tabs.findIndex((x) => x.id === tab);
                  const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
                  setTab(next.id);
                  document.getElementById(`${tabId}-${next.id}`)?.focus();
                }}
              >
                <LobbyIcon name={item.icon} size={15} />
                {t(`lobby_tab_${item.id}`)}
              </button>
            ))}
          </div>
          <div className={styles.panel} role="tabpanel" id={`${tabId}-${tab}-panel`} aria-labelledby={`${tabId}-${tab}`}>
            {tab === 'history' && <RoundsTable owner={{ session }} game={game} money={money} compact />}
            {tab === 'fairness' && <FairnessPanel session={session} info={info} disabled={busy} />}
            {tab === 'rules' && <RulesPanel game={game} money={money} />}
          </div>
        </aside>
      </div>
    </div>
  );
}

/**
 * /inhouse-play/:game?session=...: our own games, played on the member's wallet (or play money for a trial account).
 * The page authenticates with the launch token in its URL, not the login token, like a vendor's game page.
 */
export function InhousePlayPage() {
  const { t } = useTranslation();
  const { game } = useParams();
  const [params] = useSearchParams();
  const session = params.get('session') ?? '';
  const info = useInhouseSession(session);

  const lobbyLink = (
    <Link to="/inhouse?gameType=INHOUSE&page=1&vassalage=" className={styles.link} target={framed() ? '_top' : undefined}>
      {t('lobby_back_to_lobby')}
    </Link>
  );
  if (!session || !isGame(game))
    return (
      <div className={styles.centred}>
        <EmptyState icon="lock" title={t('lobby_no_session')} text={t('lobby_no_session_text')}>
          {lobbyLink}
        </EmptyState>
      </div>
    );
  if (info.isPending)
    return (
      <div className={styles.page} aria-busy="true">
        <div className={styles.top}>
          <Skeleton width={220} height={40} />
          <Skeleton width={140} height={40} radius={999} />
        </div>
        <div className={styles.layout}>
          <Skeleton height={420} radius={26} />
          <Skeleton height={420} radius={16} />
        </div>
      </div>
    );
  if (info.isError) {
    const ended = info.error instanceof ApiError && (info.error.code === 'GAME_SESSION_INVALID' || info.error.code === 'NOT_LAUNCHABLE');
    return (
      <div className={styles.centred}>
        {ended ? (
          <EmptyState icon="clock" title={t('lobby_session_ended')} text={t('err_game_session_invalid')}>
            {lobbyLink}
          </EmptyState>
        ) : (
          <ErrorState message={t(info.error instanceof ApiError ? info.error.messageKey : 'err_network_error')} onRetry={() => void info.refetch()} />
        )}
      </div>
    );
  }
  return <Playing session={session} info={info.data} />;
}

/** A typical round of each game, for its edge: the dice's edge is 1% at any target but for the payout's rounding. */
const typicalParams: Record<InhouseGame, InhouseParams> = { slot: { game: 'slot' }, dice: { game: 'dice', target: 5000, direction: 'under' }, crash: { game: 'crash', cashout: 200 } };

/**
 * Told before staking: a game whose edge is under the brand's floor counts only part of each stake toward bonus
 * wagering, rebates, points and missions (the server's rule, packages/contract/src/wager-worth.ts).
 */
function WagerWorthNote({ game, stakeMinor, floorBp }: { game: InhouseGame; stakeMinor: number; floorBp: number }) {
  const { t } = useTranslation();
  const edgeBp = inhouseEdgeBp(typicalParams[game], stakeMinor);
  const weightBp = weightOfEdge(edgeBp, floorBp);
  if (weightBp >= FULL_WEIGHT_BP) return null;
  const percent = (bp: number) => `${Math.floor(bp) / 100}%`;
  return (
    <p className={styles.wagerNote} data-testid="wager-worth-note">
      {t('lobby_wager_counts', { percent: percent(weightBp), edge: percent(edgeBp), floor: percent(floorBp) })}
    </p>
  );
}
