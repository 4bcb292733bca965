import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { ExportCsvButton } from '@/components/ui/export-csv/export-csv-button';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { amountFormatKey, amountInputMode, amountText, amountToMinor, formatAmount, type MoneyFormat } from '@/lib/money';
import { newRequestId } from '@/lib/request-id';
import { t } from '@/lib/texts';
import { useForfeitBonus } from '../api/forfeit-bonus';
import { type PlayerBonus, usePlayerBonuses } from '../api/get-player-bonuses';
import type { PlayerDetail } from '../api/get-player';
import { useGrantBonus } from '../api/grant-bonus';
import styles from './players.module.css';

function GrantForm({ player, money, onDone }: { player: PlayerDetail; money: MoneyFormat; onDone: (text: string) => void }) {
  const grant = useGrantBonus();
  const [requestId] = useState(newRequestId);
  const [f, setF] = useState({ amount: '', wagering: '10', days: '7', maxBet: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof f, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const amount = amountToMinor(f.amount, money.digits);
  const maxBet = f.maxBet.trim() ? amountToMinor(f.maxBet, money.digits) : undefined;
  const wagering = Number(f.wagering);
  const days = Number(f.days);
  const field = (key: keyof typeof f) => ({ value: f[key], error: errors[key], onChange: (e: { target: { value: string } }) => setF((v) => ({ ...v, [key]: e.target.value })) });
  return (
    <form
      className={styles.actionForm}
      onSubmit={(e) => {
        e.preventDefault();
        const next = {
          amount: amount && amount > 0 ? undefined : t(amountFormatKey(money.digits)),
          wagering: Number.isInteger(wagering) && wagering >= 0 && wagering <= 100 ? undefined : t('b_wagering'),
          days: Number.isInteger(days) && days >= 1 && days <= 365 ? undefined : t('b_days'),
          maxBet: maxBet === null ? t(amountFormatKey(money.digits)) : undefined,
          note: f.note.trim().length >= 3 ? undefined : t('pa_reason_short'),
        };
        setErrors(next);
        if (!Object.values(next).some(Boolean)) setConfirming(true);
      }}
    >
      {grant.error && <Notice tone="error">{failureText(grant.error)}</Notice>}
      <TextField label={t('pa_amount')} inputMode={amountInputMode(money.digits)} {...field('amount')} />
      <TextField label={t('b_wagering')} type="number" min={0} max={100} {...field('wagering')} />
      <TextField label={t('b_days')} type="number" min={1} max={365} {...field('days')} />
      <TextField label={t('b_max_bet')} inputMode={amountInputMode(money.digits)} {...field('maxBet')} />
      <TextField label={t('b_note')} maxLength={200} {...field('note')} />
      {confirming ? (
        <ConfirmBar
          text={t('b_grant_confirm', { amount: formatAmount(amount ?? 0, money), username: player.username })}
          pending={grant.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            grant.mutate(
              { memberId: player.id, amountMinor: amount ?? 0, wagering, days, maxBetMinor: maxBet ?? undefined, note: f.note.trim(), requestId },
              { onSuccess: () => onDone(t('b_granted')), onSettled: () => setConfirming(false) },
            )
          }
        />
      ) : (
        <Button type="submit" variant="primary">
          {t('b_grant')}
        </Button>
      )}
    </form>
  );
}

function ForfeitForm({ bonus, money, onDone }: { bonus: PlayerBonus; money: MoneyFormat; onDone: (text: string) => void }) {
  const forfeit = useForfeitBonus();
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <form
      className={styles.actionForm}
      onSubmit={(e) => {
        e.preventDefault();
        if (note.trim().length < 3) return setError(t('pa_reason_short'));
        setError('');
        setConfirming(true);
      }}
    >
      {forfeit.error && <Notice tone="error">{failureText(forfeit.error)}</Notice>}
      <TextField label={t('b_note')} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} error={error || undefined} />
      {confirming ? (
        <ConfirmBar
          text={t('b_forfeit_title', { title: bonus.title })}
          danger
          pending={forfeit.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            forfeit.mutate({ bonusId: bonus.id, note: note.trim() }, { onSuccess: (v) => onDone(t('b_forfeited', { amount: formatAmount(v.forfeitedMinor, money) })), onSettled: () => setConfirming(false) })
          }
        />
      ) : (
        <Button type="submit" variant="danger">
          {t('b_forfeit')}
        </Button>
      )}
    </form>
  );
}

/** A player's bonuses with their wagering, in `money` (the brand's currency); Grant and Forfeit with bonuses.write. */
export function PlayerBonuses({ player, money, canWrite }: { player: PlayerDetail; money: MoneyFormat; canWrite: boolean }) {
  const bonuses = usePlayerBonuses(player.id);
  const [granting, setGranting] = useState(false);
  const [forfeiting, setForfeiting] = useState<PlayerBonus | null>(null);
  const [done, setDone] = useState('');
  const columns: TableColumn<PlayerBonus>[] = [
    { id: 'title', header: t('col_title'), cell: (b) => b.title, csv: (b) => b.title },
    { id: 'status', header: t('col_status'), cell: (b) => b.status, csv: (b) => b.status },
    { id: 'granted', header: t('col_granted'), numeric: true, cell: (b) => formatAmount(b.grantedMinor, money), csv: (b) => amountText(b.grantedMinor, money.digits) },
    { id: 'wagering', header: t('col_wagering'), numeric: true, cell: (b) => `${formatAmount(b.wageredMinor, money)} / ${formatAmount(b.wageringRequiredMinor, money)}`, csv: (b) => `${amountText(b.wageredMinor, money.digits)}/${amountText(b.wageringRequiredMinor, money.digits)}` },
    { id: 'maxBet', header: t('col_max_bet'), numeric: true, cell: (b) => formatAmount(b.maxBetMinor, money), csv: (b) => amountText(b.maxBetMinor, money.digits) },
    { id: 'expires', header: t('col_expires'), cell: (b) => formatTime(b.expiresAt), csv: (b) => b.expiresAt },
  ];
  if (canWrite)
    columns.push({
      id: 'actions',
      header: t('col_actions'),
      cell: (b) =>
        b.status === 'active' ? (
          <Button size="sm" variant="danger" aria-label={`${t('b_forfeit')} ${b.title}`} onClick={() => setForfeiting(b)}>
            {t('b_forfeit')}
          </Button>
        ) : null,
    });
  const rows = bonuses.data?.list ?? [];
  const finish = (text: string) => {
    setDone(text);
    setGranting(false);
    setForfeiting(null);
  };
  return (
    <Panel
      title={t('bonuses_title')}
      actions={
        <>
          <ExportCsvButton fileName={`player-${player.id}-bonuses.csv`} columns={columns} rows={rows} />
          {canWrite && (
            <Button size="sm" variant="primary" onClick={() => setGranting(true)}>
              {t('b_grant')}
            </Button>
          )}
        </>
      }
    >
      {done && <Notice>{done}</Notice>}
      {bonuses.isPending ? (
        <LoadingState rows={2} />
      ) : bonuses.isError ? (
        <ErrorState error={bonuses.error} onRetry={() => void bonuses.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('bonuses_empty')} />
      ) : (
        <DataTable caption={t('bonuses_title')} columns={columns} rows={rows} rowKey={(b) => b.id} />
      )}
      <Dialog title={`${t('b_grant')}: ${player.username}`} open={granting} onClose={() => setGranting(false)}>
        <GrantForm player={player} money={money} onDone={finish} />
      </Dialog>
      <Dialog title={forfeiting ? t('b_forfeit_title', { title: forfeiting.title }) : ''} open={forfeiting !== null} onClose={() => setForfeiting(null)}>
        {forfeiting && <ForfeitForm bonus={forfeiting} money={money} onDone={finish} />}
      </Dialog>
    </Panel>
  );
}
