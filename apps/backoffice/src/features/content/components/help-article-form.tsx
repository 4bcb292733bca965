import { type Language, type LocalizedText, textIn } from '@app/contract/brand';
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

/** the form's fields: key, category, sort, and `title.<language>` / `content.<language>` per language of the brand */
type Field = string;
const FIELD_OF: Record<string, Field> = { key: 'key', category: 'category', sort: 'sort' };
/** an editor left empty holds a line break or an empty paragraph: nothing to read */
const textOf = (html: string) => (html.replace(/<[^>]*>/g, '').trim() ? html : '');

/**
 * A new help article or a change of one: its key (a link names it: #key), category and place in the help centre,
 * and its title and text in each language of the brand (the text with the formatting the server keeps).
 */
export function HelpArticleForm({
  brandId,
  languages,
  article,
  onDone,
  onCancel,
}: {
  brandId: string;
  languages: readonly Language[];
  article: HelpArticle | null;
  onDone: (saved: HelpArticle) => void;
  onCancel: () => void;
}) {
  const save = useSaveHelpArticle(brandId);
  const [form, setForm] = useState({
    key: article?.key ?? '',
    category: article?.category ?? '',
    sort: String(article?.sort ?? 100),
    title: { ...article?.title } as LocalizedText,
    content: { ...article?.content } as LocalizedText,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const title = article ? t('help_edit', { title: textIn(article.title, languages[0] ?? '') }) : t('help_new');
  const submit = () => {
    // the brand's languages only: a text left from a language the brand no longer offers is not sent
    const body: HelpArticleBody = {
      brandId,
      key: form.key.trim(),
      category: form.category.trim(),
      sort: Number(form.sort),
      title: Object.fromEntries(languages.map((l) => [l, form.title[l] ?? ''])),
      content: Object.fromEntries(languages.map((l) => [l, textOf(form.content[l] ?? '')])),
    };
    const checked = saveHelpArticleBodySchema.safeParse(body);
    const found: typeof errors = {};
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const path = issue.path.join('.');
        found[FIELD_OF[path] ?? (path.startsWith('title.') || path.startsWith('content.') ? path : 'key')] ??= issue.message;
      }
    // every field is needed here, though the call takes a part of a change
    if (!form.category.trim()) found.category ??= t('help_required');
    for (const language of languages) {
      if (!body.title?.[language]?.trim()) found[`title.${language}`] ??= t('help_required');
      if (!body.content?.[language]) found[`content.${language}`] ??= t('help_required');
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(body, { onSuccess: onDone });
  };
  return (
    <Panel title={title}>
      <form
        className={layout.form}
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className={layout.grid}>
          <TextField label={t('help_key')} hint={t('help_key_hint')} value={form.key} error={errors.key} disabled={article !== null} maxLength={64} onChange={(e) => set({ key: e.target.value })} />
          <TextField label={t('help_category')} hint={t('help_category_hint')} value={form.category} error={errors.category} maxLength={32} onChange={(e) => set({ category: e.target.value })} />
          <TextField label={t('help_sort')} inputMode="numeric" value={form.sort} error={errors.sort} onChange={(e) => set({ sort: e.target.value })} />
          {languages.map((l) => (
            <TextField
              key={l}
              label={`${t('help_title')} (${l})`}
              value={form.title[l] ?? ''}
              error={errors[`title.${l}`]}
              maxLength={200}
              onChange={(e) => set({ title: { ...form.title, [l]: e.target.value } })}
            />
          ))}
        </div>
        {languages.map((l) => (
          <RichTextEditor key={l} label={`${t('help_content')} (${l})`} value={form.content[l] ?? ''} error={errors[`content.${l}`]} onChange={(html) => set({ content: { ...form.content, [l]: html } })} />
        ))}
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
