import { createOperatorBodySchema } from '@app/contract/operators';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button/button';
import { SelectField, TextField } from '@/components/ui/field/field';
import { failureText, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { type CreateOperatorBody, useCreateOperator } from '../api/create-operator';
import { BrandPicker } from './brand-picker';
import styles from './operators.module.css';

/** The contract's own rules for the username and the password; brands: every brand, or at least one. */
const formSchema = z
  .object({
    username: createOperatorBodySchema.shape.username,
    password: createOperatorBodySchema.shape.password,
    role: z.string().min(1),
    brandIds: z.array(z.string()).nullable(),
  })
  .refine((v) => v.brandIds === null || v.brandIds.length > 0, { path: ['brandIds'] });
type Fields = z.input<typeof formSchema>;

/** A new operator: username, a first password, a role and brands; they set up their authenticator at the first sign-in. */
export function CreateOperatorForm({ roles, brands, onDone }: { roles: readonly string[]; brands: readonly { id: string; name: string }[]; onDone: (username: string) => void }) {
  const create = useCreateOperator();
  const { register, handleSubmit, control, formState } = useForm<Fields>({
    resolver: zodResolver(formSchema),
    defaultValues: { username: '', password: '', role: roles[0] ?? '', brandIds: null },
  });
  const { errors } = formState;
  const submit = handleSubmit((fields) => {
    const body: CreateOperatorBody = { username: fields.username.trim().toLowerCase(), password: fields.password, role: fields.role, brandIds: fields.brandIds };
    create.mutate(body, { onSuccess: (created) => onDone(created.username) });
  });
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={t('username')} hint={t('operator_username_hint')} autoComplete="off" autoCapitalize="none" error={errors.username && t('username_format')} {...register('username')} />
      <TextField label={t('password')} hint={t('operator_password_hint')} type="password" autoComplete="new-password" error={errors.password && t('password_format')} {...register('password')} />
      <SelectField label={t('operator_role')} options={roles.map((r) => ({ value: r, label: r }))} {...register('role')} />
      <Controller control={control} name="brandIds" render={({ field }) => <BrandPicker brands={brands} value={field.value} onChange={field.onChange} error={errors.brandIds && t('pick_brand')} />} />
      {create.isError && <Notice tone="error">{failureText(create.error)}</Notice>}
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {t('operator_create_submit')}
        </Button>
      </div>
    </form>
  );
}
