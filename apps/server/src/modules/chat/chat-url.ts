import type { BrandConfig, Language } from '@app/contract/brand';

/**
 * The URL of the chat room (the spec's chatUrl): the web app's /chat page with the spec's b2c, title, language and
 * headerColor applied, on the host the member came through (so it stays on the brand's own domain).
 */
export function chatUrlOf(origin: string, brand: BrandConfig, query: { b2c: '0' | '1'; title?: string; language?: Language; headerColor?: string }, language: Language) {
  const params = new URLSearchParams({
    b2c: query.b2c,
    title: query.title || brand.name,
    language: query.language ?? language,
    headerColor: query.headerColor ?? brand.themes.light.primary,
  });
  return { chatUrl: `${origin}/chat?${params.toString()}` };
}
