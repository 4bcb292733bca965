import type { InhouseRound } from '@app/contract/games';
import type { InhouseGame } from '@app/contract/inhouse-games';
import { formatMoney, type MoneyFormat } from '@app/contract/money';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { useInhouseRounds, type RoundsOwner } from '../api/get-inhouse-rounds';
import { LobbyIcon } from '../components/lobby-icon';
import { hundredths, multiplierText, roundTime, shortHex } from './format';
import { verifyRound, type VerifyResult } from './verify';
import styles from './rounds-table.module.css';

type Check = { state: 'checking' } | { state: 'done'; result: VerifyResult } | { state: 'failed' };

function Summary({ round }: { round: InhouseRound }) {
  const { t } = useTranslation();
  const o = round.outcome;
  if (o.game === 'slot') return <>{o.wins.length ? t('lobby_slot_wins', { count: o.wins.length }) : t('lobby_no_win')}</>;
  if (o.game === 'dice')
    return <>{t('lobby_dice_summary', { roll: hundredths(o.roll), direction: t(`lobby_dice_${o.direction}`), target: hundredths(o.target) })}</>;
  return <>{t('lobby_crash_summary', { point: multiplierText(o.crashPoint / 100), target: multiplierText(o.cashout / 100) })}</>;
}

function CheckDetail({ round, check }: { round: InhouseRound; check: Check }) {
  const { t } = useTranslation();
  if (check.state === 'checking') return <p className={styles.checking}>{t('lobby_verifying')}</p>;
  if (check.state === 'failed') return <p className={styles.bad}>{t('err_network_error')}</p>;
  const { result } = check;
  return (
    <div className={styles.detail} data-testid="verify-detail">
      <p className={styles.verdict} data-status={result.status} role="status">
        <LobbyIcon name={result.status === 'verified' ? 'check' : result.status === 'mismatch' ? 'cross' : 'info'} size={16} />
        {t(`lobby_verify_${result.status}`)}
      </p>
      {result.status === 'unrevealed' ? (
        <p className={styles.hint}>{t('lobby_verify_unrevealed_hint')}</p>
      ) : (
        <dl className={styles.seeds}>
          <div>
            <dt>{t('lobby_server_seed')}</dt>
            <dd className={styles.mono}>{round.serverSeed}</dd>
          </div>
          <div>
            <dt>{t('lobby_server_seed_hash')}</dt>
            <dd className={styles.mono}>
              {round.serverSeedHash} {result.hashMatches ? '✓' : '✗'}
            </dd>
          </div>
          <div>
            <dt>{t('lobby_client_seed')}</dt>
            <dd className={styles.mono}>{round.clientSeed}</dd>
          </div>
          <div>
            <dt>{t('lobby_nonce')}</dt>
            <dd className={styles.mono}>{round.nonce}</dd>
          </div>
          {result.digest && (
            <div>
              <dt>{t('lobby_digest')}</dt>
              <dd className={styles.mono}>{shortHex(result.digest, 16)}</dd>
            </div>
          )}
          {result.computed && (
            <div>
              <dt>{t('lobby_computed_payout')}</dt>
              <dd className={styles.mono}>
                {result.computed.payoutMinor} / {round.payoutMinor} ({t(result.by === 'browser' ? 'lobby_checked_in_browser' : 'lobby_checked_by_server')})
              </dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}

/** The table's column heads: result, payout and verify when compact; else time, game (optional), result, stake, multiplier, payout, verify. */
function RoundsHead({ compact, showGame }: { compact: boolean; showGame: boolean }) {
  const { t } = useTranslation();
  return (
    <thead>
      {compact ? (
        <tr>
          <th scope="col">{t('lobby_round_result')}</th>
          <th scope="col" className={styles.num}>
            {t('lobby_payout')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('lobby_verify')}</span>
          </th>
        </tr>
      ) : (
        <tr>
          <th scope="col">{t('lobby_round_time')}</th>
          {showGame && <th scope="col">{t('lobby_round_game')}</th>}
          <th scope="col">{t('lobby_round_result')}</th>
          <th scope="col" className={styles.num}>
            {t('lobby_stake')}
          </th>
          <th scope="col" className={styles.num}>
            {t('lobby_multiplier')}
          </th>
          <th scope="col" className={styles.num}>
            {t('lobby_payout')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('lobby_verify')}</span>
          </th>
        </tr>
      )}
    </thead>
  );
}

/**
 * Past rounds with a Verify button each: the check runs in the player's browser with the contract's own functions
 * (see verify.ts) and says 'verified' or 'mismatch' (or that the seed is not revealed yet).
 */
export function RoundsTable({
  owner,
  game,
  money: format,
  showGame = false,
  compact = false,
}: {
  owner: RoundsOwner;
  game?: InhouseGame;
  /** how amounts are written (the brand's useMoneyFormat, the session's symbol) */
  money: MoneyFormat;
  showGame?: boolean;
  /** a narrow side panel: result and payout carry the rest on a second line */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const rounds = useInhouseRounds(owner, game, pageNo);
  const [checks, setChecks] = useState<Record<string, Check>>({});

  const check = async (round: InhouseRound) => {
    setChecks((c) => ({ ...c, [round.roundId]: { state: 'checking' } }));
    try {
      const result = await verifyRound(round, owner);
      setChecks((c) => ({ ...c, [round.roundId]: { state: 'done', result } }));
    } catch {
      setChecks((c) => ({ ...c, [round.roundId]: { state: 'failed' } }));
    }
  };

  if (rounds.isPending)
    return (
      <div className={styles.loading} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </div>
    );
  if (rounds.isError)
    return <ErrorState compact message={t(rounds.error instanceof ApiError ? rounds.error.messageKey : 'err_network_error')} onRetry={() => void rounds.refetch()} />;
  if (rounds.data.list.length === 0) return <EmptyState compact icon="clock" title={t('lobby_no_rounds')} text={t('lobby_no_rounds_text')} />;

  const money = (minor: number) => formatMoney(minor, format);
  const cols = compact ? 3 : showGame ? 7 : 6;
  return (
    <>
      <div className={styles.wrap}>
        <table className={styles.table} data-testid="rounds-table" data-compact={compact || undefined}>
          <RoundsHead compact={compact} showGame={showGame} />
          <tbody>
            {rounds.data.list.map((round) => {
              const state = checks[round.roundId];
              return (
                <Fragment key={round.roundId}>
                  <tr data-win={round.payoutMinor > 0 ? 'true' : 'false'} data-testid="round-row">
                    {compact ? (
                      <>
                        <td>
                          <Summary round={round} />
                          {round.demo && <span className={styles.demo}>{t('lobby_demo')}</span>}
                          <span className={styles.sub}>
                            {roundTime(round.createdAt)} · #{round.nonce}
                          </span>
                        </td>
                        <td className={`${styles.num} ${styles.payout}`}>
                          {money(round.payoutMinor)}
                          <span className={styles.sub}>
                            {money(round.stakeMinor)} · {multiplierText(round.multiplier)}
                          </span>
                        </td>
                      </>
                    ) : (
                      <>
                      <td className={styles.time}>{roundTime(round.createdAt)}</td>
                      {showGame && <td>{t(`lobby_inhouse_${round.game}`)}</td>}
                      <td>
                        <Summary round={round} />
                        {round.demo && <span className={styles.demo}>{t('lobby_demo')}</span>}
                      </td>
                      <td className={styles.num}>{money(round.stakeMinor)}</td>
                      <td className={styles.num}>{multiplierText(round.multiplier)}</td>
                      <td className={`${styles.num} ${styles.payout}`}>{money(round.payoutMinor)}</td>
                      </>
                    )}
                    <td className={styles.action}>
                      <button
                        type="button"
                        className={styles.verify}
                        onClick={() => void check(round)}
                        aria-expanded={!!state}
                        aria-label={t('lobby_verify_round', { nonce: round.nonce })}
                      >
                        <LobbyIcon name="shield" size={14} />
                        {t('lobby_verify')}
                      </button>
                    </td>
                  </tr>
                  {state && (
                    <tr className={styles.detailRow}>
                      <td colSpan={cols}>
                        <CheckDetail round={round} check={state} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination page={pageNo} totalPages={rounds.data.totalPages} onChange={setPageNo} disabled={rounds.isFetching} />
    </>
  );
}
