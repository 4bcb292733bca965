/**
 * What the web app and the server agree on for first screens rendered on the server (issue 34). Zod-free: the first
 * screen's code imports it.
 */

/**
 * The cookie that says a member is signed in on this browser (the web app writes it; it carries no session and the
 * server trusts it for nothing but the header's layout).
 */
export const MEMBER_LAYOUT_COOKIE = 'member_layout';

/**
 * The id of the JSON script element after #root in which the server sends a page's first-screen answers (the web app
 * reads them; the service worker keeps pages without it).
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/**
 * With the test runner's aids (TEST_AIDS), a request with this header set to 1 gets its first screen rendered, set to
 * `data` the answers its first screen is drawn with, and set to `off` the plain shell, whatever FIRST_SCREENS says.
 */
export const FIRST_SCREEN_HEADER = 'x-first-screen';
