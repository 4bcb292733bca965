import type { Draw } from '@app/contract/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { useDrawHistory } from '../api/get-draw-history';
import { useVerifyDraw } from '../api/verify-draw';
import { ResultBoard, resultHeadline } from './result-board';
import styles from './records.module.css';
import { formatWhen } from '@/lib/format';

const PAGE_SIZE = 10;

/** The provably-fair check of one draw, asked when opened. */
function VerifyDraw({ gameCode, drawNo }: { gameCode: string; drawNo: string }) {
  const { t } = useTranslation();
  const verify = useVerifyDraw(gameCode, drawNo);
  if (verify.isPending) return <Skeleton height={60} />;
  if (verify.isError) return <ErrorState compact message={t(verify.error instanceof ApiError ? verify.error.messageKey : 'err_network_error')} onRetry={() => void verify.refetch()} />;
  const v = verify.data;
  const ok = v.hashMatches && v.resultMatches;
  return (
    <div className={styles.verify} data-ok={ok ? 'true' : 'false'} data-testid="verify-result">
      <p className={styles.verifyVerdict}>{ok ? t('lottery_verify_ok') : t('lottery_verify_failed')}</p>
      <dl>
        <dt>{t('lottery_seed_hash')}</dt>
        <dd>{v.seedHash}</dd>
        <dt>{t('lottery_server_seed')}</dt>
        <dd>{v.serverSeed}</dd>
        <dt>{t('lottery_hash_matches')}</dt>
        <dd>{v.hashMatches ? t('lottery_yes') : t('lottery_no')}</dd>
        <dt>{t('lottery_result_matches')}</dt>
        <dd>{v.resultMatches ? t('lottery_yes') : t('lottery_no')}</dd>
        <dt>{t('lottery_algorithm')}</dt>
        <dd>{v.algorithm}</dd>
      </dl>
    </div>
  );
}

function HistoryRow({ draw, gameCode }: { draw: Draw; gameCode: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [verify, setVerify] = useState(false);
  const time = formatWhen(draw.drawAt, i18n.language);
  return (
    <li className={styles.draw} data-testid="history-row">
      <button type="button" className={styles.drawRow} aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className={styles.drawNo}>{draw.drawNo}</span>
        <span className={styles.drawWhen}>{time}</span>
        <span className={styles.drawHeadline}>{draw.result ? resultHeadline(draw.result) : t(`lottery_status_${draw.status === 'cancelled' ? 'cancelled' : 'open'}`)}</span>
      </button>
      {open && (
        <div className={styles.drawDetail}>
          {draw.result && <ResultBoard result={draw.result} caption={t('lottery_draw_no', { drawNo: draw.drawNo })} />}
          {draw.serverSeed && (
            <Button variant="outline" size="sm" onClick={() => setVerify(true)} disabled={verify}>
              {t('lottery_verify')}
            </Button>
          )}
          {verify && <VerifyDraw gameCode={gameCode} drawNo={draw.drawNo} />}
        </div>
      )}
    </li>
  );
}

/** The last 100 draws, ten to a page; a draw opens to its full result and its fairness check. */
export function DrawHistory({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const history = useDrawHistory(gameCode);
  const [page, setPage] = useState(1);
  if (history.isPending)
    return (
      <div className={styles.skeleton}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </div>
    );
  if (history.isError) return <ErrorState compact message={t(history.error instanceof ApiError ? history.error.messageKey : 'err_network_error')} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <EmptyState compact title={t('lottery_no_history')} />;
  const totalPages = Math.ceil(history.data.length / PAGE_SIZE);
  const current = Math.min(page, totalPages);
  return (
    <div>
      <p className={styles.count}>{t('lottery_history_count', { count: history.data.length })}</p>
      <ul className={styles.list} data-testid="draw-history">
        {history.data.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((d) => (
          <HistoryRow key={d.drawNo} draw={d} gameCode={gameCode} />
        ))}
      </ul>
      {totalPages > 1 && <Pagination page={current} totalPages={totalPages} onChange={setPage} />}
    </div>
  );
}

export default DrawHistory;
