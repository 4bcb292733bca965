import type { Language, LocalizedText } from '@app/contract/brand';
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
  /** per language of the brand */
  title: LocalizedText;
  content: LocalizedText;
  popup: boolean;
  start: string;
  end: string;
  audience: (typeof AUDIENCES)[number];
  vipFrom: string;
  vipTo: string;
}

const emptyForm = (): FormValues => ({ type: 'PL', title: {}, content: {}, popup: false, start: '', end: '', audience: 'all', vipFrom: '1', vipTo: '' });
const formOf = (a: OperatorAnnouncement): FormValues => ({
  type: a.type,
  title: a.title,
  content: a.content,
  popup: a.popup,
  start: localInput(new Date(a.publishedAt)),
  end: a.endsAt ? localInput(new Date(a.endsAt)) : '',
  audience: a.audience.type,
  vipFrom: a.audience.type === 'vip' ? String(a.audience.vipFrom) : '1',
  vipTo: a.audience.type === 'vip' && a.audience.vipTo !== undefined ? String(a.audience.vipTo) : '',
});

/** The call's body from the form; a field a person leaves empty is left out (the start then is now). */
function bodyOf(brandId: string, form: FormValues, id: number | undefined, languages: readonly Language[]): AnnouncementBody {
  // the brand's languages only: a text left from a language the brand no longer offers is not sent
  const inLanguages = (text: LocalizedText) => Object.fromEntries(languages.map((l) => [l, text[l] ?? '']));
  const audience: AnnouncementBody['audience'] =
    form.audience === 'vip' ? { type: 'vip', vipFrom: Number(form.vipFrom), ...(form.vipTo.trim() ? { vipTo: Number(form.vipTo) } : {}) } : { type: form.audience };
  return {
    ...(id !== undefined ? { id } : {}),
    brandId,
    type: form.type,
    title: inLanguages(form.title),
    content: inLanguages(form.content),
    popup: form.popup,
    ...(form.start ? { publishedAt: new Date(form.start).getTime() } : {}),
    endsAt: form.end ? new Date(form.end).getTime() : null,
    audience,
  };
}

/** The contract's own check, each problem under the field a person typed it in (a text's under `title.EN`…). */
const FIELD_OF: Record<string, string> = {
  publishedAt: 'start',
  endsAt: 'end',
  'audience.vipFrom': 'vipFrom',
  'audience.vipTo': 'vipTo',
};

/**
 * A new announcement or a change of one: the type, the texts in each language of the brand (plain text, shown as written), whether it
 * also pops up on arrival, from when and until when it shows, and who sees it.
 */
export function AnnouncementForm({
  brandId,
  languages,
  announcement,
  onDone,
  onCancel,
}: {
  brandId: string;
  languages: readonly Language[];
  announcement: OperatorAnnouncement | null;
  onDone: (saved: OperatorAnnouncement) => void;
  onCancel: () => void;
}) {
  const save = useSaveAnnouncement();
  const [form, setForm] = useState<FormValues>(() => (announcement ? formOf(announcement) : emptyForm()));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = (patch: Partial<FormValues>) => setForm({ ...form, ...patch });
  const title = announcement ? t('ann_edit') : t('ann_new');
  const text = (language: Language) => (
    <TextField
      key={`title.${language}`}
      label={`${t('ann_title')} (${language})`}
      value={form.title[language] ?? ''}
      error={errors[`title.${language}`]}
      maxLength={120}
      onChange={(e) => set({ title: { ...form.title, [language]: e.target.value } })}
    />
  );
  const body = (language: Language) => (
    <TextAreaField
      key={`content.${language}`}
      label={`${t('ann_content')} (${language})`}
      value={form.content[language] ?? ''}
      error={errors[`content.${language}`]}
      maxLength={2000}
      rows={4}
      onChange={(e) => set({ content: { ...form.content, [language]: e.target.value } })}
    />
  );
  return (
    <Panel title={title}>
      <form
        className={layout.form}
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          const next = bodyOf(brandId, form, announcement?.id, languages);
          const checked = saveAnnouncementBodySchema.safeParse(next);
          const found: typeof errors = {};
          if (!checked.success) {
            for (const issue of checked.error.issues) {
              const path = issue.path.join('.');
              found[FIELD_OF[path] ?? path] ??= issue.message;
            }
          }
          // every language of the brand needs its text (the server refuses one missing)
          for (const language of languages) {
            if (!next.title[language]?.trim()) found[`title.${language}`] ??= t('required');
            if (!next.content[language]?.trim()) found[`content.${language}`] ??= t('required');
          }
          setErrors(found);
          if (Object.keys(found).length) return;
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
          {languages.map(text)}
          {languages.map(body)}
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
