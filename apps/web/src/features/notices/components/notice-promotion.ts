import type { Promotion } from '@app/contract/promotions';
import type { ReactNode } from 'react';

/**
 * How the arrival notice shows a promotion it names: app/ gives the promotions feature's offer (its figures from the
 * terms, a link to its detail); `close` closes the notice as the player follows the link.
 */
export type RenderNoticePromotion = (promotion: Promotion, close: () => void) => ReactNode;
