import DOMPurify from 'dompurify';

/**
 * Operator HTML from the server (help articles, promotion rules) is sanitised again in the browser before it is
 * rendered: the server keeps an allow-list, and this second pass keeps a page safe should a stored text ever escape it.
 */
export const sanitizeHtml = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
