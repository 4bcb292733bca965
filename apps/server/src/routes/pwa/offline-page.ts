import { languageTag } from '@app/contract/language-tag';
import type { BrandConfig, Language } from '@app/contract/brand';
import { brandInitials, brandLogoSvg } from '../../lib/brand-icon';
import { escapeHtml } from '../../lib/index-html';

/** The offline page's words; `{brand}` takes the brand's name. */
export const offlineTexts: Record<Language, { title: string; body: string; retry: string }> = {
  EN: {
    title: 'You are offline',
    body: '{brand} needs a connection to open this page. Screens you have opened before still start without one; your balance and bets always load live once you are back online.',
    retry: 'Try again',
  },
  TY: {
    title: 'Offline ka',
    body: 'Kailangan ng {brand} ng koneksyon para mabuksan ang pahinang ito. Bumubukas pa rin kahit walang koneksyon ang mga screen na nabuksan mo na; laging live ang iyong balanse at mga taya kapag online ka na ulit.',
    retry: 'Subukan muli',
  },
  vi: {
    title: 'Bạn đang ngoại tuyến',
    body: '{brand} cần kết nối mạng để mở trang này. Các màn hình bạn đã mở trước đây vẫn khởi động được khi không có mạng; số dư và các cược của bạn luôn được tải mới khi bạn có mạng trở lại.',
    retry: 'Thử lại',
  },
};


/**
 * The page the service worker shows for a screen never opened on this device while the network is down: the brand's
 * logo and dark colours, the words in the brand's default language and below them in its other languages, and a
 * link that asks for the same address again (no script: it must work with nothing else loaded).
 */
export function renderOfflinePage(brand: BrandConfig) {
  const { dark } = brand.themes;
  const languages = [brand.defaultLanguage, ...brand.languages.filter((l) => l !== brand.defaultLanguage)];
  const name = escapeHtml(brand.name);
  const blocks = languages
    .map((language, index) => {
      const text = offlineTexts[language];
      const body = escapeHtml(text.body).replace('{brand}', name);
      return index === 0
        ? `<section lang="${languageTag(language)}"><h1>${escapeHtml(text.title)}</h1><p>${body}</p><a class="retry" href="">${escapeHtml(text.retry)}</a></section>`
        : `<section class="other" lang="${languageTag(language)}"><h2>${escapeHtml(text.title)}</h2><p>${body}</p></section>`;
    })
    .join('');
  return `<!doctype html>
<html lang="${languageTag(brand.defaultLanguage)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${dark.primary}">
<title>${escapeHtml(offlineTexts[brand.defaultLanguage].title)} · ${name}</title>
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:${dark.background};color:${dark.text};font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:440px;padding:32px 28px;border:1px solid ${dark.border};border-radius:20px;background:${dark.surface};text-align:center}
.logo{display:inline-flex;align-items:center;gap:10px;margin-bottom:20px;font-weight:800;font-size:18px}
.logo svg{width:40px;height:40px}
h1{margin:0 0 8px;font-size:24px;letter-spacing:-0.01em}
h2{margin:0 0 4px;font-size:16px}
p{margin:0 0 20px;color:${dark.textMuted}}
.retry{display:inline-block;padding:12px 28px;border-radius:999px;background:${dark.primary};color:${dark.onPrimary};font-weight:700;text-decoration:none}
.retry:focus-visible{outline:3px solid ${dark.accent};outline-offset:3px}
.other{margin-top:24px;padding-top:20px;border-top:1px solid ${dark.border};font-size:14px}
.other p{margin:0}
</style>
</head>
<body>
<main data-testid="offline-page">
<div class="logo">${brandLogoSvg(dark, brandInitials(brand.name)).replace('<svg ', '<svg aria-hidden="true" ')}<span>${name}</span></div>
${blocks}
</main>
</body>
</html>
`;
}
