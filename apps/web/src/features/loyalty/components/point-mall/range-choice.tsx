import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Segmented } from '@/components/ui/segmented/segmented';

const DAY_MS = 86_400_000;
const RANGES = [7, 30, 90] as const;
type Days = (typeof RANGES)[number];

/** The last 7, 30 or 90 days of a history (the server's default is 7), fixed when chosen so the query key holds still. */
export function useRange() {
  const [range, setRange] = useState(() => ({ days: 7 as Days, startTime: Date.now() - 7 * DAY_MS }));
  return { days: range.days, startTime: range.startTime, choose: (days: Days) => setRange({ days, startTime: Date.now() - days * DAY_MS }) };
}

export function RangeChoice({ days, onChange }: { days: Days; onChange: (days: Days) => void }) {
  const { t } = useTranslation();
  return <Segmented size="sm" label={t('lo_range')} value={String(days) as `${Days}`} onChange={(v) => onChange(Number(v) as Days)} options={RANGES.map((d) => ({ value: String(d) as `${Days}`, label: t('lo_last_days', { count: d }) }))} />;
}
