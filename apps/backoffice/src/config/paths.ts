/** The back office's pages. */
export const paths = {
  home: '/',
  login: '/login',
  players: '/players',
  player: (id: number | string) => `/players/${id}`,
  audit: '/audit',
  dashboard: '/dashboard',
  withdrawals: '/withdrawals',
  deposits: '/deposits',
  lotteryRisk: '/lottery-risk',
  promotions: '/promotions',
  content: '/content',
  loyalty: '/loyalty',
  settings: '/settings',
  agents: '/agents',
  account: '/account',
  operators: '/operators',
} as const;
