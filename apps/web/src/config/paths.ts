/** Lobby routes share one page; the category is part of the path. */
export const lobbyPaths = ['/rng', '/pvp', '/live', '/fish', '/sports', '/esports', '/inhouse'] as const;
export const homeAliases = ['/', '/index', '/index.html', '/home'] as const;
/** Routes the loginedToHomePage guard lets a visitor without a token see. */
export const guardFreePaths = ['/login', '/register', '/register.html', '/helpmc', '/download'] as const;


/** Lobby query: category, first page, vendor ('' for all vendors). */
export function lobbyHref(route: string, gameType: string, vassalage = '') {
  return `${route}?${new URLSearchParams({ gameType, page: '1', vassalage })}`;
}

/** One promotion's detail (the spec's named route promotions with param id; /promoDetail/:id works too). */
export const promotionDetailHref = (id: number) => `/promoDetail?${new URLSearchParams({ id: String(id) })}`;
