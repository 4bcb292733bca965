import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CheckboxField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useBrandSecurity, useSetBrandSecurity } from '../api/settings';
import styles from '@/components/ui/layout/layout.module.css';

/**
 * The brand's account security (issue 31): whether agents must set up an authenticator app before the agent centre
 * answers them. The operator's choice wins over the brand file's until cleared; each change is audited.
 */
export function SecurityPanel({ brandId, canWrite }: { brandId: string; canWrite: boolean }) {
  const security = useBrandSecurity(brandId);
  if (!security.data) return security.isError ? <Notice tone="error">{failureText(security.error)}</Notice> : null;
  return <SecurityForm key={`${brandId}:${security.data.updatedBy ?? 'file'}:${String(security.data.effective.agentTwoFactorRequired)}`} value={security.data} canWrite={canWrite} />;
}

function SecurityForm({ value, canWrite }: { value: NonNullable<ReturnType<typeof useBrandSecurity>['data']>; canWrite: boolean }) {
  const save = useSetBrandSecurity();
  const [agentTwoFactor, setAgentTwoFactor] = useState(value.effective.agentTwoFactorRequired);
  return (
    <Panel title={t('set_security_title')}>
      <form
        className={styles.form}
        noValidate
        aria-label={t('set_security_title')}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ brandId: value.brandId, security: { agentTwoFactorRequired: agentTwoFactor } });
        }}
      >
        <p className={styles.hint}>{value.updatedBy ? t('set_security_override', { by: value.updatedBy }) : t('set_security_file')}</p>
        <CheckboxField
          label={t('set_security_agent_2fa')}
          hint={t('set_security_agent_2fa_hint')}
          checked={agentTwoFactor}
          disabled={!canWrite}
          onChange={(e) => setAgentTwoFactor(e.target.checked)}
        />
        {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
        {save.isSuccess && <Notice>{t('set_saved')}</Notice>}
        {canWrite && (
          <div className={styles.buttons}>
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {t('save')}
            </Button>
            {value.updatedBy && (
              <Button disabled={save.isPending} onClick={() => save.mutate({ brandId: value.brandId, security: null })}>
                {t('set_security_clear')}
              </Button>
            )}
          </div>
        )}
      </form>
    </Panel>
  );
}
