/** The member centre's query keys start with 'member-center' (the token follows, so a logout drops them). */
export const MEMBER_CENTER_KEY = 'member-center' as const;
