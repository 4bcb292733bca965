import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { amountFormatKey, amountInputMode, amountText, amountToMinor } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { type WalletLimits, useSetWalletLimits } from '../api/settings';
import styles from '@/components/ui/layout/layout.module.css';

const amounts = ['withdrawMinMinor', 'withdrawMaxMinor', 'fourEyesThresholdMinor'] as const;
const counts = ['withdrawDailyCount', 'turnoverPercent', 'autoReceiveMinutes', 'maxBankCards', 'depositExpiryMinutes'] as const;
type Key = (typeof amounts)[number] | (typeof counts)[number];

/** The brand's wallet and withdrawal limits: amounts in the brand's money (its decimals), the rest as whole numbers. */
export function WalletLimitsForm({ brandId, limits, canWrite }: { brandId: string; limits: WalletLimits; canWrite: boolean }) {
  const save = useSetWalletLimits();
  const { digits } = useBrandMoney()(brandId);
  const [text, setText] = useState<Record<Key, string>>(() => Object.fromEntries([...amounts.map((k) => [k, amountText(limits[k], digits)]), ...counts.map((k) => [k, String(limits[k])])]) as Record<Key, string>);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [done, setDone] = useState(false);
  const field = (key: Key, inputMode: 'decimal' | 'numeric') => (
    <TextField
      key={key}
      label={t(`set_${key}` as TextKey)}
      hint={key === 'fourEyesThresholdMinor' ? t('set_four_eyes_hint') : undefined}
      inputMode={inputMode}
      value={text[key]}
      disabled={!canWrite}
      error={errors[key]}
      onChange={(e) => setText({ ...text, [key]: e.target.value })}
    />
  );
  return (
    <Panel title={t('set_wallet_title')}>
      <form
        className={styles.form}
        noValidate
        aria-label={t('set_wallet_title')}
        onSubmit={(e) => {
          e.preventDefault();
          const next: Partial<Record<Key, string>> = {};
          const value = {} as WalletLimits;
          for (const k of amounts) {
            const typed = text[k].trim();
            const minor = typed === '' && k === 'fourEyesThresholdMinor' ? null : amountToMinor(typed, digits);
            if (minor === null && k !== 'fourEyesThresholdMinor') next[k] = t(amountFormatKey(digits));
            else if (typed !== '' && minor === null) next[k] = t(amountFormatKey(digits));
            else value[k] = minor as never;
          }
          for (const k of counts) {
            if (!/^\d{1,6}$/.test(text[k].trim())) next[k] = t('number_format');
            else value[k] = Number(text[k]);
          }
          if (!next.withdrawMaxMinor && !next.withdrawMinMinor && value.withdrawMinMinor > value.withdrawMaxMinor) next.withdrawMaxMinor = t('set_min_above_max');
          setErrors(next);
          setDone(false);
          if (Object.keys(next).length === 0) save.mutate({ brandId, limits: value }, { onSuccess: () => setDone(true) });
        }}
      >
        <div className={styles.grid}>
          {amounts.map((k) => field(k, amountInputMode(digits)))}
          {counts.map((k) => field(k, 'numeric'))}
        </div>
        {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
        {done && <Notice>{t('set_saved')}</Notice>}
        {canWrite && (
          <div>
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {t('save')}
            </Button>
          </div>
        )}
      </form>
    </Panel>
  );
}
