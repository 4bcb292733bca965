import { t, type TextKey } from '@/lib/texts';
import layout from '@/components/ui/layout/layout.module.css';

/** A report's totals, as the figures an owner reads first: a name and its value each. */
export function FigureList({ label, items }: { label: string; items: ReadonlyArray<[TextKey, string]> }) {
  return (
    <dl className={layout.figures} aria-label={label}>
      {items.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
