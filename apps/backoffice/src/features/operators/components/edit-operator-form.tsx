import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, SelectField } from '@/components/ui/field/field';
import { failureText, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import type { OperatorAccount } from '../api/get-operators';
import { type UpdateOperatorBody, useUpdateOperator } from '../api/update-operator';
import { BrandPicker } from './brand-picker';
import styles from './operators.module.css';

interface Fields {
  role: string;
  brandIds: string[] | null;
  disabled: boolean;
  resetTwoFactor: boolean;
}

const sameBrands = (a: string[] | null, b: string[] | null) => (a === null || b === null ? a === b : a.length === b.length && a.every((id) => b.includes(id)));

/** Changes an operator's role, brands and standing, or resets their authenticator; only what changed is sent. */
export function EditOperatorForm({ operator, roles, brands, onDone }: { operator: OperatorAccount; roles: readonly string[]; brands: readonly { id: string; name: string }[]; onDone: () => void }) {
  const update = useUpdateOperator();
  const { register, handleSubmit, control, formState, setError } = useForm<Fields>({
    defaultValues: { role: operator.role, brandIds: operator.brandIds, disabled: operator.disabled, resetTwoFactor: false },
  });
  const submit = handleSubmit((fields) => {
    if (fields.brandIds !== null && fields.brandIds.length === 0) return setError('brandIds', { type: 'min' });
    const body: UpdateOperatorBody = { id: operator.id };
    if (fields.role !== operator.role) body.role = fields.role;
    if (!sameBrands(fields.brandIds, operator.brandIds)) body.brandIds = fields.brandIds;
    if (fields.disabled !== operator.disabled) body.disabled = fields.disabled;
    if (fields.resetTwoFactor) body.resetTwoFactor = true;
    if (Object.keys(body).length === 1) return onDone();
    update.mutate(body, { onSuccess: onDone });
  });
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <SelectField label={t('operator_role')} options={roles.map((r) => ({ value: r, label: r }))} {...register('role')} />
      <Controller
        control={control}
        name="brandIds"
        render={({ field }) => <BrandPicker brands={brands} value={field.value} onChange={field.onChange} error={formState.errors.brandIds && t('pick_brand')} />}
      />
      <CheckboxField label={t('operator_disabled')} hint={t('operator_disabled_hint')} {...register('disabled')} />
      <CheckboxField label={t('operator_reset_2fa')} hint={t('operator_reset_2fa_hint')} disabled={!operator.enrolled} {...register('resetTwoFactor')} />
      {update.isError && <Notice tone="error">{failureText(update.error)}</Notice>}
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {t('save')}
        </Button>
        <Button onClick={onDone}>{t('cancel')}</Button>
      </div>
    </form>
  );
}
