import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import type { PlayerDetail } from '../api/get-player';
import { useMoveUpline, useUplineMoves } from '../api/upline-moves';
import styles from './players.module.css';

/**
 * The member's upline, a move under another agent of the brand (their downline moves with them; the figures before
 * the move stay with the old upline), and the moves so far.
 */
export function UplinePanel({ player }: { player: PlayerDetail }) {
  const moves = useUplineMoves(player.id);
  const move = useMoveUpline();
  const [upline, setUpline] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  return (
    <Panel title={t('pa_upline_title')}>
      <p>{player.upline ? t('pa_upline_now', { upline: player.upline }) : t('pa_upline_none')}</p>
      <form
        className={styles.actionForm}
        aria-label={t('pa_upline_move')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!upline.trim()) return setProblem(t('pa_upline_required'));
          if (reason.trim().length < 3) return setProblem(t('pa_reason_short'));
          setProblem('');
          move.mutate({ memberId: player.id, upline: upline.trim(), reason: reason.trim() }, { onSuccess: () => setUpline('') });
        }}
      >
        <TextField label={t('pa_upline_to')} hint={t('pa_upline_to_hint')} autoComplete="off" value={upline} onChange={(e) => setUpline(e.target.value)} />
        <TextField label={t('pa_reason')} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        <Button type="submit" disabled={move.isPending}>
          {t('pa_upline_move')}
        </Button>
      </form>
      {problem && <Notice tone="error">{problem}</Notice>}
      {move.isError && <Notice tone="error">{failureText(move.error)}</Notice>}
      {move.isSuccess && <Notice>{t('pa_upline_moved', { username: move.data.username, to: move.data.to, downline: move.data.movedDownline, contracts: move.data.endedContracts })}</Notice>}
      {(moves.data?.list.length ?? 0) > 0 && (
        <ul className={styles.moves} aria-label={t('pa_upline_history')}>
          {moves.data!.list.map((m) => (
            <li key={m.at}>{t('pa_upline_history_row', { at: formatTime(m.at), from: m.from ?? t('none'), to: m.to, by: m.by, reason: m.reason })}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
