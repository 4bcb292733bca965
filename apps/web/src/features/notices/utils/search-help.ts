import type { z } from 'zod';
import type { helpCenterValueSchema } from '@app/contract/system';

export type HelpCategory = z.infer<typeof helpCenterValueSchema>['categories'][number];
export type HelpArticle = HelpCategory['articles'][number];

/** Lower case without accents, so "deposito" finds "depósito" and "lo 2" finds "Lô 2". */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/đ/g, 'd');

/** An article's visible text: its HTML without tags and with the few entities the server writes decoded. */
export function articleText(html: string) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface HelpMatch {
  category: string;
  article: HelpArticle;
  /** the match was in the title (these come first) */
  inTitle: boolean;
}

/**
 * The articles whose title or text hold every word of the query (any order, accents and case ignored); title
 * matches first, then in the help centre's order. An empty query matches nothing.
 */
export function searchHelp(categories: readonly HelpCategory[], query: string): HelpMatch[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches: HelpMatch[] = [];
  for (const c of categories)
    for (const article of c.articles) {
      const title = fold(article.title);
      const text = `${title} ${fold(articleText(article.content))}`;
      if (words.every((w) => text.includes(w))) matches.push({ category: c.category, article, inTitle: words.every((w) => title.includes(w)) });
    }
  return [...matches.filter((m) => m.inTitle), ...matches.filter((m) => !m.inTitle)];
}
