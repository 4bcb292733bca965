/** Lobby routes share one page; the category is part of the path. */
export const lobbyPaths = ['/rng', '/pvp', '/live', '/fish', '/sports', '/esports', '/inhouse'] as const;
export const homeAliases = ['/', '/index', '/index.html', '/home'] as const;
/** Routes the loginedToHomePage guard lets a visitor without a token see. */
export const guardFreePaths = ['/login', '/register', '/register.html', '/helpmc', '/download'] as const;
