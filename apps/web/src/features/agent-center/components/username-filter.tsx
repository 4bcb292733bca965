import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/field';
import styles from './agent-center.module.css';

/** One downline member by exact username (empty: all); applied with the button or Enter. */
export function UsernameFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  return (
    <form
      className={styles.filters}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(draft.trim());
      }}
    >
      <TextField label={t('ag_member')} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('ag_all_members')} />
      <Button type="submit" size="sm" variant="outline">
        {t('ag_apply')}
      </Button>
    </form>
  );
}
