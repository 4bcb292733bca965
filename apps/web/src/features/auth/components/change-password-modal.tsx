import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal/modal';
import { modals, useModalEntry } from '@/components/ui/modal/modal-store';
import { CHANGE_PASSWORD_MODAL, LOGIN_MODAL } from '@/config/modal-names';
import { ApiError } from '@/lib/api-client';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import kit from '@/components/ui/form/form.module.css';
import { revokeSession } from '../api/logout';
import { changePassword } from '../api/password';
import { useRegisterSettings } from '../api/get-register-settings';
import { authStore } from '../stores/auth-store';
import { errorKey, fieldOfError } from '../utils/api-errors';
import { useProblemText } from '@/components/ui/form/problem';
import { newPasswordErrors } from '../utils/new-password';
import { rulesResolver } from '../utils/rules-resolver';
import { PasswordRow } from './form/sign-in-fields';

export interface ChangePasswordProps {
  /** a forced change after login (123456 or expired): the session is not stored until it is done */
  forced?: boolean;
  /** the login's token (forced change) */
  token?: string;
  /** known from the login form: not asked again */
  oldPassword?: string;
  username?: string;
  expired?: boolean;
}

interface Fields {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Change password: old (unless known from the login), new (the brand's password rule) and its confirmation. Every
 * session of the member ends on success, so the modal closes and the login modal opens.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation();
  const props = (useModalEntry(CHANGE_PASSWORD_MODAL)?.props ?? {}) as ChangePasswordProps;
  // the token whose forced change succeeded (this component stays mounted between openings)
  const done = useRef<string | undefined>(undefined);
  return (
    <Modal
      name={CHANGE_PASSWORD_MODAL}
      title={t('in_change_password')}
      width={440}
      onClose={() => {
        // a forced change given up: that login's session ends too
        if (props.forced && props.token && done.current !== props.token) void revokeSession(props.token);
      }}
    >
      <ChangePasswordForm {...props} onDone={() => (done.current = props.token)} />
    </Modal>
  );
}

function ChangePasswordForm({ forced, token, oldPassword, username, expired, onDone }: ChangePasswordProps & { onDone: () => void }) {
  const { t } = useTranslation();
  const message = useProblemText();
  const settings = useRegisterSettings();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string>();
  const askOld = !oldPassword;
  const form = useForm<Fields>({
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver: rulesResolver<Fields>((v) => {
      const out: Record<string, string> = {};
      if (askOld && !v.oldPassword) out.oldPassword = 'input_cannot_be_empty';
      Object.assign(out, newPasswordErrors(settings, v.newPassword, v.confirmNewPassword));
      return out;
    }),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      await changePassword(
        { oldPassword: oldPassword ?? values.oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword },
        token,
      );
      onDone();
      const account = username ?? authStore.get().account ?? undefined;
      if (!forced) {
        // every session ended: this one too
        const current = authStore.get().token;
        authStore.signOut();
        if (current) queryClient.removeQueries({ predicate: (q) => q.queryKey.includes(current) });
      }
      modals.close(CHANGE_PASSWORD_MODAL);
      modals.open(LOGIN_MODAL, { tab: 'username', username: account, notice: 'in_password_changed_login' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TRIAL_ACCOUNT') return setAlert('in_need_true_account');
      const onField = fieldOfError(error);
      if (onField && (onField.field === 'newPassword' || onField.field === 'confirmNewPassword' || (askOld && onField.field === 'oldPassword')))
        form.setError(onField.field as keyof Fields, { message: onField.message }, { shouldFocus: true });
      else setAlert(onField ? onField.message : errorKey(error));
    }
  });

  return (
    <form className={kit.form} onSubmit={submit} noValidate>
      {forced && <FormAlert look="sign-in" tone="info" message={t(expired ? 'in_password_expired_notice' : 'in_weak_password_notice')} />}
      {/* the account, for the browser's password manager to file the new password under */}
      {username && <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />}
      {askOld && (
        <PasswordRow
          label={t('in_old_password')}
          kind="current"
          error={message(errors.oldPassword?.message)}
          {...form.register('oldPassword')}
        />
      )}
      <PasswordRow
        label={t('in_new_password')}
        kind="new"
        error={message(errors.newPassword?.message)}
        {...form.register('newPassword', {
          onChange: () => form.getValues('confirmNewPassword') && void form.trigger('confirmNewPassword'),
        })}
      />
      <PasswordRow
        label={t('in_confirm_new_password')}
        kind="new"
        error={message(errors.confirmNewPassword?.message)}
        {...form.register('confirmNewPassword')}
      />
      <FormAlert look="sign-in" message={message(alert)} />
      <SubmitButton look="sign-in" busy={isSubmitting}>{t('in_change_password')}</SubmitButton>
    </form>
  );
}
