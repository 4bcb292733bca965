import { saveHelpArticleBodySchema } from '@app/contract/operators-marketing';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { RichTextEditor } from '@/components/ui/rich-text-editor/rich-text-editor';
import { failureText, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { type HelpArticle, type HelpArticleBody, useSaveHelpArticle } from '../api/help-articles';
import layout from '@/components/ui/layout/layout.module.css';

type Field = 'key' | 'category' | 'sort' | 'titleEN' | 'titleTY' | 'contentEN' | 'contentTY';
const FIELD_OF: Record<string, Field> = { key: 'key', category: 'category', sort: 'sort', 'title.EN': 'titleEN', 'title.TY': 'titleTY', 'content.EN': 'contentEN', 'content.TY': 'contentTY' };
/** an editor left empty holds a line break or an empty paragraph: nothing to read */
const textOf = (html: string) => (html.replace(/<[^>]*>/g, '').trim() ? html : '');

/**
 * A new help article or a change of one: its key (a link names it: #key), category and place in the help centre,
 * and its title and text in EN and TY (the text with the formatting the server keeps).
 */
export function HelpArticleForm({ brandId, article, onDone, onCancel }: { brandId: string; article: HelpArticle | null; onDone: (saved: HelpArticle) => void; onCancel: () => void }) {
  const save = useSaveHelpArticle(brandId);
  const [form, setForm] = useState({
    key: article?.key ?? '',
    category: article?.category ?? '',
    sort: String(article?.sort ?? 100),
    titleEN: article?.title.EN ?? '',
    titleTY: article?.title.TY ?? '',
    contentEN: article?.content.EN ?? '',
    contentTY: article?.content.TY ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const title = article ? t('help_edit', { title: article.title.EN }) : t('help_new');
  return (
    <Panel title={title}>
      <form
        className={layout.form}
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          const body: HelpArticleBody = {
            brandId,
            key: form.key.trim(),
            category: form.category.trim(),
            sort: Number(form.sort),
            title: { EN: form.titleEN, TY: form.titleTY },
            content: { EN: textOf(form.contentEN), TY: textOf(form.contentTY) },
          };
          const checked = saveHelpArticleBodySchema.safeParse(body);
          const found: typeof errors = {};
          if (!checked.success) for (const issue of checked.error.issues) found[FIELD_OF[issue.path.join('.')] ?? 'key'] ??= issue.message;
          // every field is needed here, though the call takes a part of a change
          for (const field of ['titleEN', 'titleTY', 'contentEN', 'contentTY', 'category'] as const) if (!(field.startsWith('content') ? textOf(form[field]) : form[field].trim())) found[field] ??= t('help_required');
          setErrors(found);
          if (Object.keys(found).length) return;
          save.mutate(body, { onSuccess: onDone });
        }}
      >
        <div className={layout.grid}>
          <TextField label={t('help_key')} hint={t('help_key_hint')} value={form.key} error={errors.key} disabled={article !== null} maxLength={64} onChange={(e) => set({ key: e.target.value })} />
          <TextField label={t('help_category')} hint={t('help_category_hint')} value={form.category} error={errors.category} maxLength={32} onChange={(e) => set({ category: e.target.value })} />
          <TextField label={t('help_sort')} inputMode="numeric" value={form.sort} error={errors.sort} onChange={(e) => set({ sort: e.target.value })} />
          <TextField label={`${t('help_title')} (EN)`} value={form.titleEN} error={errors.titleEN} maxLength={200} onChange={(e) => set({ titleEN: e.target.value })} />
          <TextField label={`${t('help_title')} (TY)`} value={form.titleTY} error={errors.titleTY} maxLength={200} onChange={(e) => set({ titleTY: e.target.value })} />
        </div>
        <RichTextEditor label={`${t('help_content')} (EN)`} value={form.contentEN} error={errors.contentEN} onChange={(html) => set({ contentEN: html })} />
        <RichTextEditor label={`${t('help_content')} (TY)`} value={form.contentTY} error={errors.contentTY} onChange={(html) => set({ contentTY: html })} />
        {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
        <div className={layout.buttons}>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {article ? t('help_save') : t('help_publish')}
          </Button>
          <Button onClick={onCancel}>{t('cancel')}</Button>
        </div>
      </form>
    </Panel>
  );
}
