import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { SelectField, TextField } from '@/components/ui/field/field';
import { t } from '@/lib/texts';
import styles from './audit.module.css';

export interface AuditFilterValues {
  actor: string;
  action: string;
  brandId: string;
  target: string;
  from: string;
  to: string;
}

export const emptyAuditFilters: AuditFilterValues = { actor: '', action: '', brandId: '', target: '', from: '', to: '' };

/** The audit trail's filters: operator, action, brand, target and a date range (applied together, kept in the URL). */
export function AuditFilters({ values, brands, onApply }: { values: AuditFilterValues; brands: readonly { id: string; name: string }[]; onApply: (values: AuditFilterValues) => void }) {
  const { register, handleSubmit } = useForm<AuditFilterValues>({ values });
  const apply = handleSubmit((fields) => onApply(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as unknown as AuditFilterValues));
  return (
    <form className={styles.filters} onSubmit={(e) => void apply(e)} aria-label={t('audit_filters')}>
      <TextField label={t('audit_actor')} autoComplete="off" {...register('actor')} />
      <TextField label={t('audit_action')} autoComplete="off" placeholder="player.note" {...register('action')} />
      {brands.length > 1 && (
        <SelectField label={t('brand')} options={[{ value: '', label: t('all_brands') }, ...brands.map((b) => ({ value: b.id, label: b.name }))]} {...register('brandId')} />
      )}
      <TextField label={t('audit_target')} hint={t('audit_target_hint')} autoComplete="off" {...register('target')} />
      <TextField label={t('audit_from')} type="date" {...register('from')} />
      <TextField label={t('audit_to')} type="date" {...register('to')} />
      <div className={styles.buttons}>
        <Button type="submit" variant="primary">
          {t('apply_filters')}
        </Button>
        <Button onClick={() => onApply(emptyAuditFilters)}>{t('clear_filters')}</Button>
      </div>
    </form>
  );
}
