import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { usePointRates, useSetPointRates } from '../api/point-rates';
import { type Errors, GAME_TYPES } from '../utils/loyalty-form';
import { loyaltyRefusal } from '../utils/refusal';
import layout from '@/components/ui/layout/layout.module.css';

const RATE = /^\d{1,5}(\.\d{1,4})?$/;

function RatesForm({ brandId, rates }: { brandId: string; rates: Record<string, number> }) {
  const save = useSetPointRates(brandId);
  const categories = [...new Set([...GAME_TYPES, ...Object.keys(rates)])];
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(categories.map((c) => [c, String(rates[c] ?? 0)])));
  const [errors, setErrors] = useState<Errors<string>>({});
  const [done, setDone] = useState(false);
  return (
    <form
      className={layout.form}
      noValidate
      aria-label={t('lo_rates')}
      onSubmit={(e) => {
        e.preventDefault();
        const next: Errors<string> = {};
        const changed: Record<string, number> = {};
        for (const c of categories) {
          const text = (values[c] ?? '').trim();
          if (!RATE.test(text)) next[c] = t('lo_err_rate');
          else if (Number(text) !== (rates[c] ?? 0)) changed[c] = Number(text);
        }
        setErrors(next);
        setDone(false);
        if (Object.keys(next).length || Object.keys(changed).length === 0) return;
        save.mutate({ brandId, rates: changed }, { onSuccess: () => setDone(true) });
      }}
    >
      <div className={layout.grid}>
        {categories.map((c) => (
          <TextField key={c} label={t('lo_rate_of', { category: c })} inputMode="decimal" value={values[c] ?? ''} error={errors[c]} onChange={(e) => setValues({ ...values, [c]: e.target.value })} />
        ))}
      </div>
      {save.isError && <Notice tone="error">{loyaltyRefusal(save.error)}</Notice>}
      {done && <Notice>{t('lo_rates_saved')}</Notice>}
      <div>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** Points per 100 of valid turnover in each game category (the VIP tier's multiplier on top); within the reward budget. */
export function PointRatesPanel({ brandId }: { brandId: string }) {
  const rates = usePointRates(brandId);
  return (
    <Panel title={t('lo_rates')}>
      <p className={layout.hint}>{t('lo_rates_intro')}</p>
      {rates.isPending ? (
        <LoadingState rows={2} />
      ) : rates.isError ? (
        <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />
      ) : (
        <RatesForm key={JSON.stringify(rates.data.rates)} brandId={brandId} rates={rates.data.rates} />
      )}
    </Panel>
  );
}
