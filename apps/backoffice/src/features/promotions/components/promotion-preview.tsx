import type { Language } from '@app/contract/brand';
import { languageTag } from '@app/contract/language-tag';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { t, type TextKey } from '@/lib/texts';
import { firstPreviewLanguage, type PromotionFields } from '../utils/promotion-form';
import styles from './promotions.module.css';

const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page a player opens, as a document of its own: the promotion's card on the list, then its detail (picture,
 * title, summary, rules), in the player site's dark theme and type scale. It is shown in a sandboxed frame (no
 * scripts, an opaque origin), so rules pasted with markup the server will drop can never run in the back office.
 */
function previewDocument(fields: PromotionFields, language: Language, imageUrl: string) {
  const title = escapeText(fields.title[language] || '—');
  const summary = escapeText(fields.summary[language] || '');
  const picture = imageUrl ? `<img src="${escapeText(imageUrl)}" alt="">` : '<div class="art"></div>';
  return `<!doctype html><html lang="${languageTag(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#10131a;color:#e9edf5}
main{max-width:960px;margin:0 auto;padding:16px}
.card{display:flex;flex-direction:column;border-radius:12px;overflow:hidden;background:#1b2030;margin-bottom:24px;max-width:360px}
.card img,.card .art,.detail img,.detail .art{width:100%;aspect-ratio:3/2;object-fit:cover;display:block}
.art{background:linear-gradient(135deg,#f5b301,#e0533d)}
.card .body{padding:12px}.card h2{font-size:16px;margin:0 0 4px}.card p{margin:0;color:#a9b1c6;font-size:13px}
.detail{background:#1b2030;border-radius:12px;overflow:hidden}.detail .text{padding:16px 20px}
h1{font-size:22px;margin:0 0 8px}.summary{color:#a9b1c6}.rules h3{font-size:17px}.rules a{color:#f5b301}
@media (min-width:720px){.detail{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr)}.detail img,.detail .art{height:100%}}
</style></head><body><main>
<article class="card">${picture}<div class="body"><h2>${title}</h2><p>${summary}</p></div></article>
<article class="detail">${picture}<div class="text"><h1>${title}</h1><p class="summary">${summary}</p><div class="rules">${fields.rulesHtml[language] ?? ''}</div></div></article>
</main></body></html>`;
}

/** The preview on a phone (390 px) and a desktop (1280 px, shown at half size), in the language picked of the brand's `languages`. */
export function PromotionPreview({ fields, languages }: { fields: PromotionFields; languages: readonly Language[] }) {
  const [language, setLanguage] = useState<Language>(() => firstPreviewLanguage(languages));
  const imageUrl = fields.image ? new URL(fields.image, window.location.origin).href : '';
  const html = previewDocument(fields, language, imageUrl);
  const title = fields.title[language] || fields.code;
  return (
    <section className={styles.preview} aria-labelledby="promotion-preview-title">
      <div className={styles.previewHeader}>
        <h3 id="promotion-preview-title">{t('promo_preview_title')}</h3>
        <div role="group" aria-label={t('promo_preview')}>
          {languages.map((l) => (
            <Button key={l} size="sm" variant={l === language ? 'primary' : 'ghost'} aria-pressed={l === language} onClick={() => setLanguage(l)}>
              {t(`lang.${l}` as TextKey)}
            </Button>
          ))}
        </div>
      </div>
      <div className={styles.frames}>
        <figure className={styles.phone}>
          <iframe sandbox="" title={t('promo_preview_frame', { title, device: t('promo_preview_phone'), language: t(`lang.${language}` as TextKey) })} srcDoc={html} />
          <figcaption>{t('promo_preview_phone')}</figcaption>
        </figure>
        <figure className={styles.desktop}>
          <iframe sandbox="" title={t('promo_preview_frame', { title, device: t('promo_preview_desktop'), language: t(`lang.${language}` as TextKey) })} srcDoc={html} />
          <figcaption>{t('promo_preview_desktop')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
