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
 * With the test runner's aids (TEST_AIDS), a request with this header set to 1 gets its first screen rendered, set to
 * `data` the answers its first screen is drawn with, and set to `off` the plain shell, whatever FIRST_SCREENS says.
 */
export const FIRST_SCREEN_HEADER = 'x-first-screen';
