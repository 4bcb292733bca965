import { saveAnnouncementBodySchema } from '@app/contract/operators-content';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { localInput } from '@/lib/format';
import { t, type TextKey } from '@/lib/texts';
import { type AnnouncementBody, type OperatorAnnouncement, useSaveAnnouncement } from '../api/announcements';
import layout from '@/components/ui/layout/layout.module.css';

const TYPES = ['PL', 'PU', 'B', 'PR', 'H'] as const;
const AUDIENCES = ['all', 'visitors', 'members', 'vip'] as const;

interface FormValues {
  type: (typeof TYPES)[number];
  titleEN: string;
  titleTY: string;
  contentEN: string;
  contentTY: string;
  popup: boolean;
  start: string;
  end: string;
  audience: (typeof AUDIENCES)[number];
  vipFrom: string;
  vipTo: string;
}

const emptyForm = (): FormValues => ({ type: 'PL', titleEN: '', titleTY: '', contentEN: '', contentTY: '', popup: false, start: '', end: '', audience: 'all', vipFrom: '1', vipTo: '' });
const formOf = (a: OperatorAnnouncement): FormValues => ({
  type: a.type,
  titleEN: a.title.EN,
  titleTY: a.title.TY,
  contentEN: a.content.EN,
  contentTY: a.content.TY,
  popup: a.popup,
  start: localInput(new Date(a.publishedAt)),
  end: a.endsAt ? localInput(new Date(a.endsAt)) : '',
  audience: a.audience.type,
  vipFrom: a.audience.type === 'vip' ? String(a.audience.vipFrom) : '1',
  vipTo: a.audience.type === 'vip' && a.audience.vipTo !== undefined ? String(a.audience.vipTo) : '',
});

/** The call's body from the form; a field a person leaves empty is left out (the start then is now). */
function bodyOf(brandId: string, form: FormValues, id: number | undefined): AnnouncementBody {
  const audience: AnnouncementBody['audience'] =
    form.audience === 'vip' ? { type: 'vip', vipFrom: Number(form.vipFrom), ...(form.vipTo.trim() ? { vipTo: Number(form.vipTo) } : {}) } : { type: form.audience };
  return {
    ...(id !== undefined ? { id } : {}),
    brandId,
    type: form.type,
    title: { EN: form.titleEN, TY: form.titleTY },
    content: { EN: form.contentEN, TY: form.contentTY },
    popup: form.popup,
    ...(form.start ? { publishedAt: new Date(form.start).getTime() } : {}),
    endsAt: form.end ? new Date(form.end).getTime() : null,
    audience,
  };
}

/** The contract's own check, each problem under the field a person typed it in. */
const FIELD_OF: Record<string, keyof FormValues> = {
  'title.EN': 'titleEN',
  'title.TY': 'titleTY',
  'content.EN': 'contentEN',
  'content.TY': 'contentTY',
  publishedAt: 'start',
  endsAt: 'end',
  'audience.vipFrom': 'vipFrom',
  'audience.vipTo': 'vipTo',
};

/**
 * A new announcement or a change of one: the type, the texts in EN and TY (plain text, shown as written), whether it
 * also pops up on arrival, from when and until when it shows, and who sees it.
 */
export function AnnouncementForm({ brandId, announcement, onDone, onCancel }: { brandId: string; announcement: OperatorAnnouncement | null; onDone: (saved: OperatorAnnouncement) => void; onCancel: () => void }) {
  const save = useSaveAnnouncement();
  const [form, setForm] = useState<FormValues>(() => (announcement ? formOf(announcement) : emptyForm()));
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const set = (patch: Partial<FormValues>) => setForm({ ...form, ...patch });
  const title = announcement ? t('ann_edit') : t('ann_new');
  const text = (field: 'titleEN' | 'titleTY', label: string) => (
    <TextField label={label} value={form[field]} error={errors[field]} maxLength={120} onChange={(e) => set({ [field]: e.target.value })} />
  );
  const body = (field: 'contentEN' | 'contentTY', label: string) => (
    <TextAreaField label={label} value={form[field]} error={errors[field]} maxLength={2000} rows={4} onChange={(e) => set({ [field]: e.target.value })} />
  );
  return (
    <Panel title={title}>
      <form
        className={layout.form}
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          const next = bodyOf(brandId, form, announcement?.id);
          const checked = saveAnnouncementBodySchema.safeParse(next);
          const found: typeof errors = {};
          if (!checked.success) {
            for (const issue of checked.error.issues) {
              const field = FIELD_OF[issue.path.join('.')];
              if (field) found[field] ??= issue.message;
            }
          }
          setErrors(found);
          if (!checked.success) return;
          save.mutate(next, { onSuccess: onDone });
        }}
      >
        <div className={layout.grid}>
          <SelectField label={t('ann_type')} value={form.type} onChange={(e) => set({ type: e.target.value as FormValues['type'] })} options={TYPES.map((v) => ({ value: v, label: t(`ann_type.${v}` as TextKey) }))} />
          <SelectField
            label={t('ann_audience')}
            value={form.audience}
            onChange={(e) => set({ audience: e.target.value as FormValues['audience'] })}
            options={AUDIENCES.map((v) => ({ value: v, label: t(`ann_audience.${v}` as TextKey) }))}
          />
          {form.audience === 'vip' && (
            <>
              <TextField label={t('ann_vip_from')} inputMode="numeric" value={form.vipFrom} error={errors.vipFrom} onChange={(e) => set({ vipFrom: e.target.value })} />
              <TextField label={t('ann_vip_to')} hint={t('ann_vip_to_hint')} inputMode="numeric" value={form.vipTo} error={errors.vipTo} onChange={(e) => set({ vipTo: e.target.value })} />
            </>
          )}
          <TextField label={t('ann_start')} hint={t('ann_start_hint')} type="datetime-local" value={form.start} error={errors.start} onChange={(e) => set({ start: e.target.value })} />
          <TextField label={t('ann_end')} hint={t('ann_end_hint')} type="datetime-local" value={form.end} error={errors.end} onChange={(e) => set({ end: e.target.value })} />
        </div>
        <div className={layout.grid}>
          {text('titleEN', `${t('ann_title')} (EN)`)}
          {text('titleTY', `${t('ann_title')} (TY)`)}
          {body('contentEN', `${t('ann_content')} (EN)`)}
          {body('contentTY', `${t('ann_content')} (TY)`)}
        </div>
        <CheckboxField label={t('ann_popup')} hint={t('ann_popup_hint')} checked={form.popup} onChange={(e) => set({ popup: e.target.checked })} />
        {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
        <div className={layout.buttons}>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {announcement ? t('ann_save') : t('ann_publish')}
          </Button>
          <Button onClick={onCancel}>{t('cancel')}</Button>
        </div>
      </form>
    </Panel>
  );
}
