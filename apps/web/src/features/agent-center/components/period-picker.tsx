import type { TeamPeriod } from '@app/contract/agents';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/field';
import { Segmented } from '@/components/ui/segmented/segmented';
import { PERIOD_NAMES, periodProblem, type PeriodState } from '../utils/period';
import styles from './agent-center.module.css';

/** Today, yesterday, this week, this month or custom days; the answer's period (business days) is named below. */
export function PeriodPicker({ value, onChange, shown }: { value: PeriodState; onChange: (next: PeriodState) => void; shown?: TeamPeriod }) {
  const { t } = useTranslation();
  const problem = periodProblem(value);
  return (
    <div className={styles.stack}>
      <Segmented
        size="sm"
        label={t('ag_period')}
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
        options={PERIOD_NAMES.map((name) => ({ value: name, label: t(`ag_period_${name}`) }))}
      />
      {value.name === 'custom' && (
        <div className={styles.filters}>
          <TextField label={t('ag_from_date')} type="date" value={value.from} max={value.to} onChange={(e) => onChange({ ...value, from: e.target.value })} error={problem ? t(problem) : undefined} />
          <TextField label={t('ag_to_date')} type="date" value={value.to} min={value.from} onChange={(e) => onChange({ ...value, to: e.target.value })} />
        </div>
      )}
      {shown && (
        <p className={styles.muted} data-testid="period-shown">
          {shown.startDate === shown.endDate ? shown.startDate : `${shown.startDate} – ${shown.endDate}`} ({t('ag_business_days', { offset: formatOffset(shown.tzOffsetMinutes) })})
        </p>
      )}
    </div>
  );
}

const formatOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};
