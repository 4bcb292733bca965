import { SelectField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useRgPack, useSetRgPack } from '../api/settings';

/** The jurisdiction pack whose responsible-gaming rules the brand follows (the operator's choice wins over the file's). */
export function RgPackPanel({ brandId }: { brandId: string }) {
  const pack = useRgPack(brandId);
  const save = useSetRgPack();
  return (
    <Panel title={t('set_rg_title')}>
      {pack.isPending ? (
        <LoadingState rows={1} />
      ) : pack.isError ? (
        <ErrorState error={pack.error} onRetry={() => void pack.refetch()} />
      ) : (
        <>
          <SelectField
            label={t('set_rg_pack')}
            hint={t('set_rg_file', { pack: pack.data.brandFilePack })}
            value={pack.data.packId}
            disabled={save.isPending}
            onChange={(e) => save.mutate({ brandId, packId: e.target.value === pack.data.brandFilePack ? null : e.target.value })}
            options={pack.data.packs.map((p) => ({ value: p, label: p }))}
          />
          {pack.data.changedBy && <p>{t('set_rg_changed', { operator: pack.data.changedBy })}</p>}
          {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
          {save.isSuccess && <Notice>{t('set_saved')}</Notice>}
        </>
      )}
    </Panel>
  );
}
