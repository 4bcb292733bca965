import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { Dialog } from '@/components/ui/dialog/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { amountFormatKey, amountInputMode, amountToMinor, formatAmount, type MoneyFormat } from '@/lib/money';
import { newRequestId } from '@/lib/request-id';
import type { CallBody } from '@/lib/api-types';
import { t, type TextKey } from '@/lib/texts';
import { useAdjustBalance } from '../api/adjust-balance';
import type { PlayerDetail } from '../api/get-player';
import { usePlayerLimit } from '../api/player-limit';
import { usePlayerTimeOut } from '../api/player-time-out';
import { useResetPlayerPassword } from '../api/reset-player-password';
import { useSetPlayerStatus } from '../api/set-player-status';
import { useUnlockPlayer } from '../api/unlock-player';
import { type LimitTarget, limitName, limitTargets } from '../limit-targets';
import styles from './players.module.css';

export interface PlayerPermissions {
  status: boolean;
  access: boolean;
  limits: boolean;
  adjust: boolean;
  bonuses: boolean;
  /** make the player an agent (agents.write) */
  agents?: boolean;
}

type Status = 'active' | 'suspended' | 'closed';
type Open = { kind: 'status'; status: Status } | { kind: 'reset' } | { kind: 'timeout' } | { kind: 'limit' } | { kind: 'adjust' } | null;

function StatusForm({ player, status, onDone }: { player: PlayerDetail; status: Status; onDone: (text: string) => void }) {
  const set = useSetPlayerStatus();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      className={styles.actionForm}
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim().length < 3) return setError(t('pa_reason_short'));
        setError('');
        set.mutate({ memberId: player.id, status, reason: reason.trim() }, { onSuccess: (v) => onDone(t('pa_status_done', { status: v.status })) });
      }}
    >
      {set.error && <Notice tone="error">{failureText(set.error)}</Notice>}
      <TextAreaField label={t('pa_reason')} hint={t('pa_reason_hint')} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} error={error || undefined} />
      <Button type="submit" variant={status === 'active' ? 'primary' : 'danger'} disabled={set.isPending}>
        {t(status === 'active' ? 'pa_reactivate' : status === 'suspended' ? 'pa_suspend' : 'pa_close')}
      </Button>
    </form>
  );
}

function ResetForm({ player, onCancel }: { player: PlayerDetail; onCancel: () => void }) {
  const reset = useResetPlayerPassword();
  if (reset.data)
    return (
      <div className={styles.actionForm}>
        <p>{t('pa_temp_password', { minutes: reset.data.expiresInMinutes })}</p>
        <p className="mono">
          <strong>{reset.data.temporaryPassword}</strong> <CopyButton text={reset.data.temporaryPassword} />
        </p>
      </div>
    );
  return (
    <div className={styles.actionForm}>
      {reset.error && <Notice tone="error">{failureText(reset.error)}</Notice>}
      <ConfirmBar text={t('pa_reset_confirm', { username: player.username })} pending={reset.isPending} onConfirm={() => reset.mutate({ memberId: player.id })} onCancel={onCancel} />
    </div>
  );
}

function TimeOutForm({ player, onDone }: { player: PlayerDetail; onDone: (text: string) => void }) {
  const timeOut = usePlayerTimeOut();
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ days?: string; reason?: string }>({});
  return (
    <form
      className={styles.actionForm}
      onSubmit={(e) => {
        e.preventDefault();
        const n = Number(days);
        const next = { days: Number.isInteger(n) && n >= 1 && n <= 90 ? undefined : t('pa_days_range'), reason: reason.trim().length >= 3 ? undefined : t('pa_reason_short') };
        setErrors(next);
        if (next.days || next.reason) return;
        timeOut.mutate({ memberId: player.id, days: n, reason: reason.trim() }, { onSuccess: (v) => onDone(t('pa_time_out_done', { until: formatTime(v.until) })) });
      }}
    >
      {timeOut.error && <Notice tone="error">{failureText(timeOut.error)}</Notice>}
      <TextField label={t('pa_days')} type="number" min={1} max={90} value={days} onChange={(e) => setDays(e.target.value)} error={errors.days} />
      <TextAreaField label={t('pa_reason')} hint={t('pa_reason_hint')} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
      <Button type="submit" variant="danger" disabled={timeOut.isPending}>
        {t('pa_time_out')}
      </Button>
    </form>
  );
}


function LimitForm({ player, money, onDone }: { player: PlayerDetail; money: MoneyFormat; onDone: (text: string) => void }) {
  const limit = usePlayerLimit();
  const [target, setTarget] = useState<LimitTarget>('deposit.daily');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ value?: string; reason?: string }>({});
  const [kind, period] = target.split('.') as [CallBody<'operatorPlayerLimit'>['kind'], CallBody<'operatorPlayerLimit'>['period']];
  const session = kind === 'session';
  return (
    <form
      className={styles.actionForm}
      onSubmit={(e) => {
        e.preventDefault();
        const minutes = Number(value);
        const amount = session ? (Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440 ? minutes : null) : amountToMinor(value, money.digits);
        const next = {
          value: amount && amount > 0 ? undefined : t(session ? 'pa_minutes_range' : amountFormatKey(money.digits)),
          reason: reason.trim().length >= 3 ? undefined : t('pa_reason_short'),
        };
        setErrors(next);
        if (next.value || next.reason || !amount) return;
        limit.mutate(
          { memberId: player.id, kind, period, value: amount, reason: reason.trim() },
          { onSuccess: (v) => onDone(t('pa_limit_done', { value: `${limitName(v.kind, v.period)} ${v.kind === 'session' ? `${v.value} min` : formatAmount(v.value, money)}` })) },
        );
      }}
    >
      <p className={styles.hint}>{t('pa_limit_hint')}</p>
      {limit.error && <Notice tone="error">{failureText(limit.error, money)}</Notice>}
      <SelectField label={t('pa_limit_kind')} value={target} onChange={(e) => setTarget(e.target.value as LimitTarget)} options={limitTargets.map((v) => ({ value: v, label: limitName(...(v.split('.') as [string, string])) }))} />
      <TextField label={session ? t('pa_limit_minutes') : t('pa_limit_value')} inputMode={session ? 'numeric' : amountInputMode(money.digits)} value={value} onChange={(e) => setValue(e.target.value)} error={errors.value} />
      <TextAreaField label={t('pa_reason')} hint={t('pa_reason_hint')} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
      <Button type="submit" variant="danger" disabled={limit.isPending}>
        {t('pa_limit')}
      </Button>
    </form>
  );
}

function AdjustForm({ player, money, onDone }: { player: PlayerDetail; money: MoneyFormat; onDone: (text: string) => void }) {
  const adjust = useAdjustBalance();
  const [requestId] = useState(newRequestId);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [category, setCategory] = useState<'goodwill' | 'correction' | 'chargeback'>('goodwill');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const minor = amountToMinor(amount, money.digits);
  return (
    <form
      className={styles.actionForm}
      onSubmit={(e) => {
        e.preventDefault();
        const next = { amount: minor && minor > 0 ? undefined : t(amountFormatKey(money.digits)), reason: reason.trim().length >= 3 ? undefined : t('pa_reason_short') };
        setErrors(next);
        if (!next.amount && !next.reason) setConfirming(true);
      }}
    >
      {adjust.error && <Notice tone="error">{failureText(adjust.error, money)}</Notice>}
      <SelectField
        label={t('pa_direction')}
        value={direction}
        onChange={(e) => setDirection(e.target.value as 'credit' | 'debit')}
        options={[
          { value: 'credit', label: t('pa_credit') },
          { value: 'debit', label: t('pa_debit') },
        ]}
      />
      <TextField label={t('pa_amount')} inputMode={amountInputMode(money.digits)} value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount} />
      <SelectField label={t('pa_category')} value={category} onChange={(e) => setCategory(e.target.value as typeof category)} options={(['goodwill', 'correction', 'chargeback'] as const).map((c) => ({ value: c, label: t(`cat.${c}` as TextKey) }))} />
      <TextAreaField label={t('pa_reason')} hint={t('pa_reason_hint')} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
      {confirming ? (
        <ConfirmBar
          text={t('pa_adjust_confirm', { direction: t(direction === 'credit' ? 'pa_credit' : 'pa_debit'), amount: formatAmount(minor ?? 0, money), category: t(`cat.${category}` as TextKey), username: player.username })}
          danger={direction === 'debit'}
          pending={adjust.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            adjust.mutate(
              { memberId: player.id, direction, amountMinor: minor ?? 0, category, reason: reason.trim(), requestId },
              {
                onSuccess: (v) => onDone(t(v.duplicate ? 'pa_adjusted_duplicate' : 'pa_adjusted', { balance: formatAmount(v.balanceAfterMinor, money) })),
                onSettled: () => setConfirming(false),
              },
            )
          }
        />
      ) : (
        <Button type="submit" variant="primary">
          {t('pa_adjust')}
        </Button>
      )}
    </form>
  );
}

const titleOf = (open: NonNullable<Open>): TextKey =>
  open.kind === 'status' ? (open.status === 'active' ? 'pa_reactivate' : open.status === 'suspended' ? 'pa_suspend' : 'pa_close') : open.kind === 'reset' ? 'pa_reset_password' : open.kind === 'timeout' ? 'pa_time_out' : open.kind === 'limit' ? 'pa_limit' : 'pa_adjust';

/**
 * The actions on a player the operator's permissions allow: status, password, unlock, time-out, limit, balance. Amounts
 * are typed and shown in `money`, the player's brand's currency.
 */
export function PlayerActions({ player, money, can }: { player: PlayerDetail; money: MoneyFormat; can: PlayerPermissions }) {
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState('');
  const unlock = useUnlockPlayer();
  const finish = (text: string) => {
    setDone(text);
    setOpen(null);
  };
  if (!can.status && !can.access && !can.limits && !can.adjust) return null;
  const statuses: Status[] = player.status === 'active' ? ['suspended', 'closed'] : player.status === 'suspended' ? ['active', 'closed'] : [];
  return (
    <Panel title={t('pa_title')}>
      {done && <Notice>{done}</Notice>}
      {unlock.error && <Notice tone="error">{failureText(unlock.error)}</Notice>}
      <div className={styles.toolbar}>
        {can.status &&
          statuses.map((s) => (
            <Button key={s} variant={s === 'active' ? 'primary' : 'danger'} onClick={() => setOpen({ kind: 'status', status: s })}>
              {t(titleOf({ kind: 'status', status: s }))}
            </Button>
          ))}
        {can.access && <Button onClick={() => setOpen({ kind: 'reset' })}>{t('pa_reset_password')}</Button>}
        {can.access && player.loginLocked && (
          <Button disabled={unlock.isPending} onClick={() => unlock.mutate({ memberId: player.id }, { onSuccess: (v) => setDone(t('pa_unlocked', { count: v.clearedLocks })) })}>
            {t('pa_unlock')}
          </Button>
        )}
        {can.limits && <Button onClick={() => setOpen({ kind: 'timeout' })}>{t('pa_time_out')}</Button>}
        {can.limits && <Button onClick={() => setOpen({ kind: 'limit' })}>{t('pa_limit')}</Button>}
        {can.adjust && (
          <Button variant="primary" onClick={() => setOpen({ kind: 'adjust' })}>
            {t('pa_adjust')}
          </Button>
        )}
      </div>
      <Dialog title={open ? `${t(titleOf(open))}: ${player.username}` : ''} open={open !== null} onClose={() => setOpen(null)}>
        {open?.kind === 'status' && <StatusForm player={player} status={open.status} onDone={finish} />}
        {open?.kind === 'reset' && <ResetForm player={player} onCancel={() => setOpen(null)} />}
        {open?.kind === 'timeout' && <TimeOutForm player={player} onDone={finish} />}
        {open?.kind === 'limit' && <LimitForm player={player} money={money} onDone={finish} />}
        {open?.kind === 'adjust' && <AdjustForm player={player} money={money} onDone={finish} />}
      </Dialog>
    </Panel>
  );
}
