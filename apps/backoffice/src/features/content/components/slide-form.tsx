import { brandBannerSchema } from '@app/contract/operators-settings';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { SelectField, TextField } from '@/components/ui/field/field';
import { ImageUpload } from '@/components/ui/image-upload/image-upload';
import { Panel } from '@/components/ui/panel/panel';
import { t, type TextKey } from '@/lib/texts';
import { type Slide, useUploadBannerImage } from '../api/banners';
import layout from '@/components/ui/layout/layout.module.css';

const LINKS = ['none', 'ROUTE', 'URL'] as const;
type Field = 'url' | 'title' | 'linkage';

/** A slide of a page: its picture (uploaded), the words behind it, and where a click goes (nowhere, a page, an outside page). */
export function SlideForm({ brandId, slide, onSave, onCancel, pending }: { brandId: string; slide: Slide; onSave: (slide: Slide) => void; onCancel: () => void; pending: boolean }) {
  const upload = useUploadBannerImage(brandId);
  const [url, setUrl] = useState(slide.url);
  const [title, setTitle] = useState(slide.title);
  const [link, setLink] = useState<(typeof LINKS)[number]>(slide.linkageType ?? 'none');
  const [linkage, setLinkage] = useState(slide.linkage ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const heading = slide.url ? t('ban_edit', { title: slide.title }) : t('ban_new');
  return (
    <Panel title={heading}>
      <form
        className={layout.form}
        noValidate
        aria-label={heading}
        onSubmit={(e) => {
          e.preventDefault();
          const next: Slide = { ...slide, url, title: title.trim(), linkageType: link === 'none' ? null : link, linkage: link === 'none' ? null : linkage.trim() };
          const checked = brandBannerSchema.safeParse(next);
          const found: typeof errors = {};
          if (!url) found.url = t('ban_picture_needed');
          if (!checked.success) for (const issue of checked.error.issues) found[(issue.path[0] as Field) ?? 'title'] ??= issue.message;
          setErrors(found);
          if (Object.keys(found).length === 0) onSave(next);
        }}
      >
        <ImageUpload label={t('ban_picture')} hint={t('ban_picture_hint')} value={url || null} alt={t('ban_picture_alt')} emptyText={errors.url ?? t('ban_picture_needed')} upload={upload} onChange={setUrl} />
        <div className={layout.grid}>
          <TextField label={t('ban_title')} hint={t('ban_title_hint')} value={title} error={errors.title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
          <SelectField label={t('ban_link')} value={link} onChange={(e) => setLink(e.target.value as (typeof LINKS)[number])} options={LINKS.map((v) => ({ value: v, label: t(`ban_link.${v}` as TextKey) }))} />
          {link !== 'none' && (
            <TextField
              label={t('ban_linkage')}
              hint={link === 'ROUTE' ? t('ban_linkage_route') : t('ban_linkage_url')}
              value={linkage}
              error={errors.linkage}
              maxLength={300}
              onChange={(e) => setLinkage(e.target.value)}
            />
          )}
        </div>
        <div className={layout.buttons}>
          <Button type="submit" variant="primary" disabled={pending || upload.isPending}>
            {t('ban_save')}
          </Button>
          <Button onClick={onCancel}>{t('cancel')}</Button>
        </div>
      </form>
    </Panel>
  );
}
