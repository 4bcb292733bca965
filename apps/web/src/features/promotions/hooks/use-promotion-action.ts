import type { Promotion } from '@app/contract/promotions';
import { useState } from 'react';
import { problemOf } from '@/components/ui/form/problem-of';
import type { Problem } from '@/components/ui/form/problem';
import { showWarning } from '@/components/ui/modal/warning';
import { useMoneyFormat } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { newRequestId } from '@/lib/request-id';
import { useClaimRaffle } from '../api/claim-raffle';
import { usePromotionJoin } from '../api/promotion-join';
import { useRequestReward } from '../api/request-reward';
import { moneyFormatIn, moneyIn } from '@/lib/format';
import type { PromotionAction } from '../utils/state';
import { guardRealAccount, usePromotionsViewer } from '../utils/viewer';

export interface ActionResult {
  tone: 'success' | 'error';
  problem: Problem;
}

/**
 * Presses the promotion's one button: checks the account (login modal for a visitor, the real-account warning for a
 * trial account), then joins, requests the reward or claims the raffle ticket, or hands over to the application form
 * or the manual rebate page. The answer (the grant, the ticket, or the refusal in words) is kept to show under it.
 */
export function usePromotionAction(promotion: Pick<Promotion, 'id' | 'mechanic' | 'currency'>, handlers: { onApply: () => void; onRebate: () => void }) {
  const viewer = usePromotionsViewer();
  const brandMoney = useMoneyFormat();
  const join = usePromotionJoin();
  const reward = useRequestReward();
  const raffle = useClaimRaffle();
  const [result, setResult] = useState<ActionResult>();
  const money = moneyIn(promotion.currency, brandMoney);

  const run = async (action: PromotionAction) => {
    setResult(undefined);
    if (!guardRealAccount(viewer, promotion.mechanic === 'signup')) return;
    if (action.kind === 'apply') return handlers.onApply();
    if (action.kind === 'rebate') return handlers.onRebate();
    const mutation = action.kind === 'join' ? join : action.kind === 'reward' ? reward : action.kind === 'raffle' ? raffle : null;
    if (!mutation) return;
    try {
      const value = await mutation.mutateAsync({ promotionId: promotion.id, requestId: newRequestId('promo') });
      if (value.grantMinor) setResult({ tone: 'success', problem: { key: 'promo_granted', params: { amount: money(value.grantMinor) } } });
      else if (value.standing.ticketNo && action.kind === 'raffle') setResult({ tone: 'success', problem: { key: 'promo_ticket_ok', params: { ticket: value.standing.ticketNo } } });
      else setResult({ tone: 'success', problem: { key: action.kind === 'join' ? 'promo_joined_ok' : 'promo_requested_ok' } });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TRIAL_ACCOUNT') return showWarning({ messageKey: 'in_need_true_account' });
      setResult({ tone: 'error', problem: problemOf(error, { money: moneyFormatIn(promotion.currency, brandMoney) }).problem });
    }
  };

  return { run, busy: join.isPending || reward.isPending || raffle.isPending, result };
}
