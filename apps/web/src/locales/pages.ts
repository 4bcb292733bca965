import { registerTexts } from '@/lib/feature-texts';

/**
 * Texts of screens and modals that load on demand (download guide, help, status pages, placeholders...).
 * Their pack in the shown language loads with the screens that need them. Import this module from those screens.
 */
registerTexts('pages', { EN: () => import('./en/pages.json'), TY: () => import('./ty/pages.json'), vi: () => import('./vi/pages.json') });
