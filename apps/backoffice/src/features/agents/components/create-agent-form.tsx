import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { SelectField, TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { t, type TextKey } from '@/lib/texts';
import { useCreateAgent } from '../api/agents';
import layout from '@/components/ui/layout/layout.module.css';

const TYPES = [1, 2, 41, 42] as const;

/**
 * A new top-level agent of the brand (no upline): the brand's registration rules apply to the username, payee name and
 * date of birth; the temporary password is shown once, to be given to the agent, who sets their own at the first
 * sign-in.
 */
export function CreateAgentForm({ brandId }: { brandId: string }) {
  const create = useCreateAgent();
  const [username, setUsername] = useState('');
  const [payeeName, setPayeeName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [type, setType] = useState<(typeof TYPES)[number]>(1);
  const [problem, setProblem] = useState('');
  return (
    <Panel title={t('ag_create_title')}>
      {create.data ? (
        <div className={layout.form}>
          <Notice>{t('ag_created', { username: create.data.username, code: create.data.affiliateCode })}</Notice>
          <p>{t('pa_temp_password', { minutes: 60 })}</p>
          <p className="mono">
            <strong>{create.data.temporaryPassword}</strong> <CopyButton text={create.data.temporaryPassword} />
          </p>
          <div className={layout.buttons}>
            <Button
              onClick={() => {
                create.reset();
                setUsername('');
                setPayeeName('');
                setDateOfBirth('');
              }}
            >
              {t('ag_create_another')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className={layout.form}
          noValidate
          aria-label={t('ag_create_title')}
          onSubmit={(e) => {
            e.preventDefault();
            if (!username.trim()) return setProblem(t('required'));
            setProblem('');
            create.mutate({ brandId, username: username.trim(), type, ...(payeeName.trim() ? { payeeName: payeeName.trim() } : {}), ...(dateOfBirth ? { dateOfBirth } : {}) });
          }}
        >
          <p className={layout.hint}>{t('ag_create_hint')}</p>
          <div className={layout.grid}>
            <TextField label={t('username')} value={username} error={problem || undefined} maxLength={64} autoComplete="off" onChange={(e) => setUsername(e.target.value)} />
            <TextField label={t('ag_payee_name')} value={payeeName} maxLength={100} autoComplete="off" onChange={(e) => setPayeeName(e.target.value)} />
            <TextField label={t('ag_date_of_birth')} type="date" value={dateOfBirth} onChange={(e) => setDateOfBirth(e.target.value)} />
            <SelectField label={t('pa_agent_type')} value={String(type)} onChange={(e) => setType(Number(e.target.value) as (typeof TYPES)[number])} options={TYPES.map((v) => ({ value: String(v), label: t(`pa_agent_type.${v}` as TextKey) }))} />
          </div>
          {create.isError && <Notice tone="error">{failureText(create.error)}</Notice>}
          <div className={layout.buttons}>
            <Button type="submit" variant="primary" disabled={create.isPending}>
              {t('ag_create')}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
