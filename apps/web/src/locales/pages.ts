import i18next from 'i18next';
import en from './en/pages.json';
import ty from './ty/pages.json';

/**
 * Texts of screens and modals that load on demand (download guide, help, status pages, placeholders...).
 * They travel in the chunks that need them, in both languages, instead of in the text pack every visit loads
 * first; i18next finds them through its fallback namespace 'pages'. Import this module from those screens.
 */
for (const [language, bundle] of [
  ['EN', en],
  ['TY', ty],
] as const)
  if (!i18next.hasResourceBundle(language, 'pages')) i18next.addResourceBundle(language, 'pages', bundle);
