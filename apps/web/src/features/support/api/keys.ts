/** The support desk's query keys: everything of a session under one prefix (a reply refreshes list and thread). */
export const supportKey = (token: string, ...rest: Array<string | number>) => ['support', token, ...rest] as const;
