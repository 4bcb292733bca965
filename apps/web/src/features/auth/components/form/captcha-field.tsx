import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { starred, TextField } from '@/components/ui/form/field';
import { getCaptchaQueryOptions } from '../../api/get-captcha';
import { AuthIcon } from '../auth-icon';
import styles from './captcha-field.module.css';

/** The captcha input with the server's image beside it; clicking the image asks for a new one. */
export function CaptchaField({
  captchaId,
  onRefresh,
  error,
  ...registration
}: {
  captchaId: string;
  onRefresh: () => void;
  error?: string;
} & UseFormRegisterReturn) {
  const { t } = useTranslation();
  const image = useQuery(getCaptchaQueryOptions(captchaId));
  return (
    <TextField
      look="sign-in"
      label={t('in_captcha')}
      placeholder={starred(t('in_captcha'), true)}
      icon={<AuthIcon name="shield" />}
      required
      autoComplete="off"
      inputMode="numeric"
      maxLength={8}
      error={error}
      {...registration}
      suffix={
        <button type="button" className={styles.image} onClick={onRefresh} aria-label={t('in_refresh_captcha')} title={t('in_refresh_captcha')}>
          {image.data ? (
            <img src={image.data} alt={t('in_captcha_image')} width={100} height={36} data-testid="captcha-image" />
          ) : (
            <span className={styles.placeholder} data-state={image.isError ? 'error' : 'loading'}>
              {image.isError ? <AuthIcon name="refresh" size={16} /> : null}
            </span>
          )}
        </button>
      }
    />
  );
}
