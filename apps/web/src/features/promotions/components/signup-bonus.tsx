import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { usePromotions } from '@/lib/shared-api/promotions';
import { moneyIn } from '@/lib/format';
import { usePromotionsViewer } from '../utils/viewer';
import { NEW_PLAYER } from './new-player-promotions';
import '../locales/texts';

/**
 * The register page's bonus line, generated from the brand's new-player sign-up promotion (its fixed reward in its
 * currency); nothing when the brand has none, so the page never promises a bonus that is not there.
 */
export function SignupBonus({ className }: { className?: string }) {
  const { t } = useTranslation();
  const viewer = usePromotionsViewer();
  const brandMoney = useMoneyFormat();
  const promotions = usePromotions(viewer.token);
  if (promotions.isPending) return <Skeleton width={260} height={36} radius={999} />;
  // a running sign-up promotion with a fixed reward, the new-player tab's first
  const now = Date.now();
  const signups = (promotions.data?.list ?? []).filter((p) => p.mechanic === 'signup' && p.startAt <= now && (p.terms.fixedMinor ?? 0) > 0);
  const signup = signups.find((p) => p.category === NEW_PLAYER) ?? signups[0];
  if (!signup) return null;
  return (
    <p className={className} data-testid="signup-bonus">
      {t('promo_register_bonus', { amount: moneyIn(signup.currency, brandMoney)(signup.terms.fixedMinor!) })}
    </p>
  );
}
