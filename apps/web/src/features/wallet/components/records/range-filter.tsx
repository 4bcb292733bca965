import { useTranslation } from 'react-i18next';
import { Segmented } from '@/components/ui/segmented/segmented';
import { TextField } from '@/components/ui/form/field';
import { useProblemText } from '@/components/ui/form/problem';
import { presetRange, rangePresets, rangeProblem, type DayRange, type RangePreset } from '../../utils/dates';
import styles from '../wallet.module.css';

export interface RangeState {
  range: DayRange;
  preset: RangePreset | 'custom';
}

export const initialRange = (preset: RangePreset = '7d'): RangeState => ({ range: presetRange(preset), preset });

/** A date range: quick presets (today, 7, 30, 90 days) and the two dates; a bad range says why. */
export function RangeFilter({ value, onChange }: { value: RangeState; onChange: (next: RangeState) => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const problem = rangeProblem(value.range);
  return (
    <>
      <div className={styles.presets}>
        <Segmented
          size="sm"
          stretch
          label={t('wl_period')}
          value={value.preset}
          onChange={(preset) => preset !== 'custom' && onChange({ preset, range: presetRange(preset) })}
          options={[...rangePresets.map((p) => ({ value: p, label: t(`wl_range_${p}`) })), { value: 'custom' as const, label: t('wl_range_custom') }]}
        />
      </div>
      <TextField
        label={t('wl_from_date')}
        type="date"
        value={value.range.from}
        max={value.range.to}
        onChange={(e) => onChange({ preset: 'custom', range: { ...value.range, from: e.target.value } })}
        error={problem && problem !== 'err_range_too_long' ? problemText(problem) : undefined}
      />
      <TextField
        label={t('wl_to_date')}
        type="date"
        value={value.range.to}
        min={value.range.from}
        onChange={(e) => onChange({ preset: 'custom', range: { ...value.range, to: e.target.value } })}
        error={problem === 'err_range_too_long' ? problemText(problem) : undefined}
      />
    </>
  );
}
