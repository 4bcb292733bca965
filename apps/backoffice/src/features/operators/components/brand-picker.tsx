import { CheckboxField } from '@/components/ui/field/field';
import { t } from '@/lib/texts';
import styles from './operators.module.css';

/** Which brands an operator sees: every brand (null), or the ones ticked. */
export function BrandPicker({ brands, value, onChange, error }: { brands: readonly { id: string; name: string }[]; value: string[] | null; onChange: (value: string[] | null) => void; error?: string }) {
  const every = value === null;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'brand-picker-error' : undefined}>
      <legend>{t('operator_brands')}</legend>
      <CheckboxField label={t('operator_every_brand')} checked={every} onChange={(e) => onChange(e.target.checked ? null : [])} />
      {brands.map((b) => (
        <CheckboxField
          key={b.id}
          label={b.name}
          disabled={every}
          checked={every || value.includes(b.id)}
          onChange={(e) => onChange(e.target.checked ? [...(value ?? []), b.id] : (value ?? []).filter((id) => id !== b.id))}
        />
      ))}
      {error && (
        <span id="brand-picker-error" role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
