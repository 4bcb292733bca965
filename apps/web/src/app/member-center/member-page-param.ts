/** The query parameter of a link to a member-centre page (a notification's click opens /?memberPage=withdraw). */
export const MEMBER_PAGE_PARAM = 'memberPage';

/** Whether an address carries such a link (the layout loads the code that opens it only then). */
export const hasMemberPageLink = (search: string) => new URLSearchParams(search).has(MEMBER_PAGE_PARAM);
