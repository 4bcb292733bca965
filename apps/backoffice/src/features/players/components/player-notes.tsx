import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button/button';
import { TextAreaField } from '@/components/ui/field/field';
import { Pager } from '@/components/ui/pager/pager';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { usePagedRows } from '@/lib/url-state';
import { useAddPlayerNote } from '../api/add-player-note';
import { usePlayerNotes } from '../api/get-player-notes';
import styles from './players.module.css';

const noteSchema = z.object({ text: z.string().trim().min(1, 'note_required').max(2000, 'note_too_long') });
type NoteFields = z.input<typeof noteSchema>;

function AddNoteForm({ playerId }: { playerId: number }) {
  const add = useAddPlayerNote(playerId);
  const { register, handleSubmit, formState, reset } = useForm<NoteFields>({ resolver: zodResolver(noteSchema), defaultValues: { text: '' } });
  const message = formState.errors.text?.message;
  const submit = handleSubmit(({ text }) => add.mutate(text.trim(), { onSuccess: () => reset() }));
  return (
    <form className={styles.noteForm} onSubmit={(e) => void submit(e)} noValidate>
      <TextAreaField
        label={t('note_text')}
        hint={t('note_hint')}
        maxLength={2000}
        error={message === 'note_too_long' ? t('note_too_long') : message ? t('note_required') : undefined}
        {...register('text')}
      />
      {add.isError && <Notice tone="error">{failureText(add.error)}</Notice>}
      {add.isSuccess && !formState.isDirty && <Notice>{t('note_added')}</Notice>}
      <Button type="submit" variant="primary" disabled={add.isPending}>
        {t('add_note')}
      </Button>
    </form>
  );
}

/** Operators' notes on the player, newest first, and (with players.notes) the form to add one. */
export function PlayerNotes({ playerId, canWrite }: { playerId: number; canWrite: boolean }) {
  const notes = usePlayerNotes(playerId);
  const paged = usePagedRows(notes.data?.list ?? [], 'notesPage', 20);
  return (
    <Panel title={t('player_notes')}>
      {notes.isPending ? (
        <LoadingState rows={2} />
      ) : notes.isError ? (
        <ErrorState error={notes.error} onRetry={() => void notes.refetch()} />
      ) : paged.total === 0 ? (
        <EmptyState>{t('player_notes_empty')}</EmptyState>
      ) : (
        <>
          <ul className={styles.notes} aria-label={t('player_notes')}>
            {paged.rows.map((n) => (
              <li key={n.id}>
                <p className={styles.noteText}>{n.text}</p>
                <p className={styles.noteMeta}>{t('note_by', { author: n.author, when: formatTime(n.at) })}</p>
              </li>
            ))}
          </ul>
          {paged.total > paged.pageSize && <Pager label={t('player_notes')} page={paged.page} pageSize={paged.pageSize} total={paged.total} onPage={paged.setPage} />}
        </>
      )}
      {canWrite && <AddNoteForm playerId={playerId} />}
    </Panel>
  );
}
