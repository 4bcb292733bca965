import { registerTexts } from '@/lib/feature-texts';
import en from './en/pages.json';
import ty from './ty/pages.json';

/**
 * Texts of screens and modals that load on demand (download guide, help, status pages, placeholders...).
 * They travel in the chunks that need them, in both languages. Import this module from those screens.
 */
registerTexts('pages', { EN: en, TY: ty });
