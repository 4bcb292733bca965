import { bannerGroupNames } from '@app/contract/brand';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmBar } from '@/components/ui/confirm-bar/confirm-bar';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { SelectField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { t, type TextKey } from '@/lib/texts';
import { useUrlState } from '@/lib/url-state';
import { type Slide, useBrandBanners, useSetBrandBanners } from '../api/banners';
import { SlideForm } from './slide-form';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './content.module.css';

type Group = Slide['groupName'];
const linkText = (s: Slide) => (s.linkageType === null ? t('ban_link.none') : `${t(`ban_link.${s.linkageType}` as TextKey)}: ${s.linkage ?? ''}`);

/**
 * The brand's slides per page of the player site (?group=): a page's slides in order, each moved, changed or taken
 * off, a new one with an uploaded picture; every change is saved at once over the brand file's (and goes back to the
 * file's on request), so players see it on their next visit.
 */
export function BannersPanel({ brandId }: { brandId: string }) {
  const [values, update] = useUrlState({ group: 'home', slide: '' });
  const group: Group = (bannerGroupNames as readonly string[]).includes(values.group) ? (values.group as Group) : 'home';
  const banners = useBrandBanners(brandId);
  const save = useSetBrandBanners(brandId);
  const [done, setDone] = useState('');
  const [resetting, setResetting] = useState(false);
  const all = banners.data?.effective ?? [];
  const slides = all.filter((s) => s.groupName === group);
  const editing = values.slide === 'new' ? null : slides.find((s) => String(s.bannerId) === values.slide);

  /** Every page's slides with this page's replaced by `next` (in place of the old ones, so the pages keep their order). */
  const withPage = (next: Slide[]) => {
    const at = all.findIndex((s) => s.groupName === group);
    const others = all.filter((s) => s.groupName !== group);
    const index = at < 0 ? others.length : all.slice(0, at).filter((s) => s.groupName !== group).length;
    return [...others.slice(0, index), ...next, ...others.slice(index)];
  };
  const saveSlides = (next: Slide[], message: string) => save.mutate(withPage(next), { onSuccess: () => setDone(message) });
  const move = (index: number, by: -1 | 1) => {
    const next = [...slides];
    const [slide] = next.splice(index, 1);
    next.splice(index + by, 0, slide!);
    saveSlides(next, t('ban_moved', { title: slide!.title }));
  };

  if (values.slide && (values.slide === 'new' || editing)) {
    const fresh: Slide = { bannerId: Math.max(0, ...all.map((s) => s.bannerId)) + 1, url: '', groupName: group, linkageType: null, linkage: null, title: '' };
    return (
      <SlideForm
        key={values.slide}
        brandId={brandId}
        slide={editing ?? fresh}
        pending={save.isPending}
        onCancel={() => update({ slide: '' })}
        onSave={(slide) =>
          save.mutate(withPage(editing ? slides.map((s) => (s.bannerId === slide.bannerId ? slide : s)) : [...slides, slide]), {
            onSuccess: () => {
              setDone(t('ban_saved', { title: slide.title, page: t(`ban_group.${group}` as TextKey) }));
              update({ slide: '' });
            },
          })
        }
      />
    );
  }

  const columns: TableColumn<Slide>[] = [
    { id: 'picture', header: t('ban_picture'), cell: (s) => <img className={styles.slideThumb} src={s.url} alt="" loading="lazy" /> },
    { id: 'title', header: t('ban_title'), cell: (s) => <strong>{s.title}</strong> },
    { id: 'link', header: t('ban_link'), cell: linkText },
    {
      id: 'actions',
      header: t('col_actions'),
      cell: (s) => {
        const index = slides.indexOf(s);
        return (
          <span className={layout.buttons}>
            <Button size="sm" disabled={index === 0 || save.isPending} aria-label={t('ban_up_label', { title: s.title })} onClick={() => move(index, -1)}>
              {t('ban_up')}
            </Button>
            <Button size="sm" disabled={index === slides.length - 1 || save.isPending} aria-label={t('ban_down_label', { title: s.title })} onClick={() => move(index, 1)}>
              {t('ban_down')}
            </Button>
            <Button size="sm" aria-label={t('ban_edit', { title: s.title })} onClick={() => update({ slide: String(s.bannerId) })}>
              {t('ann_edit_short')}
            </Button>
            <Button
              size="sm"
              disabled={save.isPending}
              aria-label={t('ban_remove_label', { title: s.title })}
              onClick={() => saveSlides(slides.filter((x) => x !== s), t('ban_removed', { title: s.title }))}
            >
              {t('ban_remove')}
            </Button>
          </span>
        );
      },
    },
  ];
  return (
    <>
      <div className={layout.filters}>
        <SelectField label={t('ban_page')} value={group} onChange={(e) => update({ group: e.target.value })} options={bannerGroupNames.map((g) => ({ value: g, label: t(`ban_group.${g}` as TextKey) }))} />
        <div className={layout.buttons}>
          <Button variant="primary" onClick={() => update({ slide: 'new' })}>
            {t('ban_new')}
          </Button>
          {banners.data?.updatedBy && <Button onClick={() => setResetting(true)}>{t('ban_reset')}</Button>}
        </div>
      </div>
      {banners.data?.updatedBy && <p className={layout.hint}>{t('ban_set_by', { operator: banners.data.updatedBy })}</p>}
      {resetting && (
        <ConfirmBar
          danger
          text={t('ban_reset_confirm')}
          pending={save.isPending}
          onConfirm={() =>
            save.mutate(null, {
              onSuccess: () => {
                setDone(t('ban_reset_done'));
                setResetting(false);
              },
            })
          }
          onCancel={() => setResetting(false)}
        />
      )}
      {done && <Notice>{done}</Notice>}
      {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
      <Panel title={t('ban_list', { page: t(`ban_group.${group}` as TextKey) })}>
        {banners.isPending ? (
          <LoadingState />
        ) : banners.isError ? (
          <ErrorState error={banners.error} onRetry={() => void banners.refetch()} />
        ) : slides.length === 0 ? (
          <EmptyState title={t('ban_empty')}>{t('ban_empty_hint')}</EmptyState>
        ) : (
          <DataTable caption={t('ban_list', { page: t(`ban_group.${group}` as TextKey) })} columns={columns} rows={slides} rowKey={(s) => String(s.bannerId)} />
        )}
      </Panel>
    </>
  );
}
