import type { Promotion } from '@app/contract/promotions';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { formatWhen } from '@/lib/format';

/** When a promotion runs: "1 Dec 2026 – 31 Dec 2026", "From 1 Dec 2026" (no end), "Starts 1 Dec 2026" (coming). */
export function PromotionPeriod({ promotion, className, now = Date.now() }: { promotion: Pick<Promotion, 'startAt' | 'endAt'>; className?: string; now?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const start = formatWhen(promotion.startAt, language, false);
  const end = promotion.endAt === null ? null : formatWhen(promotion.endAt, language, false);
  let text: string;
  if (promotion.startAt > now) text = end ? t('promo_period_coming_range', { start, end }) : t('promo_period_starts', { start });
  else text = end ? t('promo_period_range', { start, end }) : t('promo_period_from', { start });
  return (
    <span className={className} data-testid="promotion-period">
      {text}
    </span>
  );
}
