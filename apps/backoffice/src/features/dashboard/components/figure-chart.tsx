import { BarChart } from '@/components/ui/bar-chart/bar-chart';
import type { MoneyFormat } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import type { Dashboard } from '../api/get-dashboard';
import { type FigureKey, formatFigure } from './figures';

/** A 30-day bar chart of one figure of the dashboard, money in `money`. */
export function FigureChart({ days, figure, money }: { days: Dashboard['days']; figure: FigureKey; money: MoneyFormat }) {
  return <BarChart points={days.map((d) => ({ label: d.day, value: d[figure], text: formatFigure(figure, d, money) }))} name={t(`fig.${figure}` as TextKey)} labelHeader={t('col_day')} />;
}
