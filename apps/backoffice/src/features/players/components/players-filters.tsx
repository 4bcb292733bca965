import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { SelectField, TextField } from '@/components/ui/field/field';
import { t, type TextKey } from '@/lib/texts';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './players.module.css';

export const playerSorts = ['newest', 'oldest', 'username', 'balance', 'lastLogin'] as const;

export interface PlayersFilterValues {
  q: string;
  brandId: string;
  sort: string;
}

/** The search box, the brand and the sort of the players list (all in the URL). */
export function PlayersFilters({ values, brands, onChange }: { values: PlayersFilterValues; brands: readonly { id: string; name: string }[]; onChange: (patch: Partial<PlayersFilterValues>) => void }) {
  const { register, handleSubmit } = useForm<{ q: string }>({ values: { q: values.q } });
  return (
    <form role="search" className={layout.filters} onSubmit={(e) => void handleSubmit(({ q }) => onChange({ q: q.trim() }))(e)}>
      <TextField className={styles.grow} label={t('players_search_label')} hint={t('players_search_hint')} type="search" {...register('q')} />
      {brands.length > 1 && (
        <SelectField
          label={t('brand')}
          value={values.brandId}
          onChange={(e) => onChange({ brandId: e.target.value })}
          options={[{ value: '', label: t('all_brands') }, ...brands.map((b) => ({ value: b.id, label: b.name }))]}
        />
      )}
      <SelectField
        label={t('sort_by')}
        value={values.sort}
        onChange={(e) => onChange({ sort: e.target.value })}
        options={playerSorts.map((s) => ({ value: s, label: t(`sort_${s}` as TextKey) }))}
      />
      <Button type="submit" variant="primary" className={styles.submit}>
        {t('search')}
      </Button>
    </form>
  );
}
