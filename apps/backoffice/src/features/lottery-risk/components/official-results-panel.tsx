import { VN_PRIZE_TABLES, type VnPrize } from '@app/contract/lottery-rules';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { ApiError } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { t, type TextKey } from '@/lib/texts';
import { type AwaitingDraw, useConfirmResult, useEnterResult, useRejectResult, useResultsBoard, useSetResultSource } from '../api/official-results';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './lottery-risk.module.css';

const prizeName = (prize: VnPrize) => t(`res_prize.${prize}` as TextKey);

/** A refusal in words: the server names the prize row that does not fit the table, or whose entry is in the way. */
function resultRefusal(error: unknown): string {
  if (error instanceof ApiError) {
    const v = (error.value ?? {}) as { issues?: Array<{ message?: string }>; reason?: string; enteredBy?: string };
    if (error.code === 'VALIDATION_ERROR' && v.issues?.[0]?.message) return t('res_err_sheet', { detail: v.issues[0].message });
    if (error.code === 'CONFLICT' && v.reason === 'entered_by_other') return t('res_err_entered_by_other', { operator: v.enteredBy ?? '?' });
    if (error.code === 'DRAW_NOT_DRAWN') return t('res_err_too_early');
  }
  return failureText(error);
}

/** Numbers as typed off the sheet: separated by spaces, commas or new lines. */
const numbersOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The official sheet of one draw: a field per prize row of the layout, its numbers separated by spaces. */
function EntryForm({ draw, initial, onDone }: { draw: AwaitingDraw; initial?: Record<string, string>; onDone: () => void }) {
  const enter = useEnterResult();
  const table = draw.layout === 'FAST_5D' ? [] : VN_PRIZE_TABLES[draw.layout];
  const [rows, setRows] = useState<Record<string, string>>(initial ?? {});
  return (
    <form
      className={layout.form}
      noValidate
      aria-label={t('res_entry_label', { game: draw.gameName, drawNo: draw.drawNo })}
      onSubmit={(e) => {
        e.preventDefault();
        const prizes = table.map((row) => ({ prize: row.prize, numbers: numbersOf(rows[row.prize] ?? '') }));
        enter.mutate({ gameCode: draw.gameCode, drawNo: draw.drawNo, prizes }, { onSuccess: onDone });
      }}
    >
      <div className={layout.grid}>
        {table.map((row) => (
          <TextField
            key={row.prize}
            label={prizeName(row.prize)}
            hint={t('res_row_hint', { count: row.count, digits: row.digits })}
            className="mono"
            inputMode="numeric"
            autoComplete="off"
            value={rows[row.prize] ?? ''}
            onChange={(e) => setRows({ ...rows, [row.prize]: e.target.value })}
          />
        ))}
      </div>
      {enter.isError && <Notice tone="error">{resultRefusal(enter.error)}</Notice>}
      <div className={layout.buttons}>
        <Button type="submit" variant="primary" disabled={enter.isPending}>
          {t('res_enter_save')}
        </Button>
      </div>
    </form>
  );
}

/** One waiting draw: its entry form, or the entry with Confirm and Reject for a second operator. */
function AwaitingDrawItem({ draw, me, canWrite, onConfirmed }: { draw: AwaitingDraw; me: string; canWrite: boolean; onConfirmed: (text: string) => void }) {
  const confirm = useConfirmResult();
  const reject = useRejectResult();
  const [editing, setEditing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const entry = draw.entry;
  const typedByMe = entry?.enteredBy === me;
  const title = `${draw.gameName} · ${draw.drawNo} · ${formatTime(new Date(draw.drawAt).toISOString())}`;
  if (!entry || (editing && typedByMe)) {
    const initial = entry ? Object.fromEntries(entry.result.prizes.map((p) => [p.prize, p.numbers.join(' ')])) : undefined;
    return (
      <section className={styles.awaiting} aria-label={title}>
        <h3>{title}</h3>
        {canWrite ? <EntryForm draw={draw} initial={initial} onDone={() => setEditing(false)} /> : <p>{t('res_no_entry')}</p>}
      </section>
    );
  }
  return (
    <section className={styles.awaiting} aria-label={title}>
      <h3>{title}</h3>
      <p>{t('res_entered_by', { operator: entry.enteredBy, at: formatTime(entry.enteredAt) })}</p>
      <DataTable
        caption={t('res_entry_caption', { drawNo: draw.drawNo })}
        rows={entry.result.prizes}
        rowKey={(p) => p.prize}
        columns={[
          { id: 'prize', header: t('res_prize'), cell: (p) => prizeName(p.prize) },
          { id: 'numbers', header: t('res_numbers'), cell: (p) => <span className="mono">{p.numbers.join(' · ')}</span> },
        ]}
      />
      {canWrite && typedByMe && (
        <>
          <Notice tone="warning">{t('res_waiting_second')}</Notice>
          <div className={layout.buttons}>
            <Button onClick={() => setEditing(true)}>{t('res_correct')}</Button>
          </div>
        </>
      )}
      {canWrite && !typedByMe && (
        <div className={layout.buttons}>
          <Button variant="primary" disabled={confirm.isPending} onClick={() =>
              confirm.mutate(
                { gameCode: draw.gameCode, drawNo: draw.drawNo },
                { onSuccess: (value) => onConfirmed(t('res_confirmed', { game: draw.gameName, drawNo: draw.drawNo, status: t(`res_status.${value.draw.status}` as TextKey) })) },
              )
            }>
            {t('res_confirm')}
          </Button>
        </div>
      )}
      {canWrite && (
        <form
          className={layout.buttons}
          noValidate
          aria-label={t('res_reject_label', { drawNo: draw.drawNo })}
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setReasonError(t('res_reason_needed'));
            setReasonError('');
            reject.mutate({ gameCode: draw.gameCode, drawNo: draw.drawNo, reason: reason.trim() }, { onSuccess: () => setReason('') });
          }}
        >
          <TextField label={t('res_reject_reason')} value={reason} error={reasonError} maxLength={200} onChange={(e) => setReason(e.target.value)} />
          <Button type="submit" className={styles.submit} disabled={reject.isPending}>
            {typedByMe ? t('res_withdraw') : t('res_reject')}
          </Button>
        </form>
      )}
      {(confirm.isError || reject.isError) && <Notice tone="error">{resultRefusal(confirm.error ?? reject.error)}</Notice>}
    </section>
  );
}

/**
 * Official results of the regional draws: which daily games take the lottery company's numbers instead of our seed
 * (lottery.write switches them), and the draws of those games waiting after their draw time. One operator types the
 * official sheet, another confirms it; the draw then settles as a drawn draw does.
 */
export function OfficialResultsPanel({ me, canWrite }: { me: string; canWrite: boolean }) {
  const board = useResultsBoard();
  const setSource = useSetResultSource();
  const [confirmed, setConfirmed] = useState('');
  if (board.isPending) return <LoadingState rows={3} />;
  if (board.isError) return <ErrorState error={board.error} onRetry={() => void board.refetch()} />;
  const official = board.data.games.filter((g) => g.resultSource === 'official');
  return (
    <Panel title={t('res_title')}>
      <p className={layout.hint}>{t('res_intro')}</p>
      <DataTable
        caption={t('res_games')}
        rows={board.data.games}
        rowKey={(g) => g.code}
        columns={[
          { id: 'game', header: t('risk_game'), cell: (g) => `${g.name} (${g.code})` },
          { id: 'source', header: t('res_source'), cell: (g) => t(`res_source.${g.resultSource}` as TextKey) },
          ...(canWrite
            ? [
                {
                  id: 'actions',
                  header: t('col_actions'),
                  cell: (g: (typeof board.data.games)[number]) => (
                    <Button
                      size="sm"
                      disabled={setSource.isPending}
                      aria-label={t(g.resultSource === 'official' ? 'res_to_seed_label' : 'res_to_official_label', { game: g.name })}
                      onClick={() => setSource.mutate({ gameCode: g.code, source: g.resultSource === 'official' ? 'seed' : 'official' })}
                    >
                      {g.resultSource === 'official' ? t('res_to_seed') : t('res_to_official')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {setSource.isError && <Notice tone="error">{failureText(setSource.error)}</Notice>}
      {confirmed && <Notice>{confirmed}</Notice>}
      {official.length > 0 &&
        (board.data.awaiting.length === 0 ? (
          <EmptyState title={t('res_none_waiting')}>{t('res_none_waiting_hint')}</EmptyState>
        ) : (
          board.data.awaiting.map((draw) => (
            <AwaitingDrawItem key={`${draw.gameCode}:${draw.drawNo}`} draw={draw} me={me} canWrite={canWrite} onConfirmed={setConfirmed} />
          ))
        ))}
    </Panel>
  );
}
