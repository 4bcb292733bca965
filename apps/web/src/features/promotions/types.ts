/** Member-centre pages a promotions screen links to (the member centre's page keys). */
export type PromoLink = 'rewardCenter' | 'manualRebate' | 'bonusDetails' | 'withdraw' | 'personalHistoryCopy';

/** What a promotions screen of the member centre gets from it (composed in app/member-center). */
export interface PromoPageProps {
  token: string;
  go: (page: PromoLink, params?: Record<string, unknown>) => void;
}
