import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';
import en from './en.json';
import ty from './ty.json';

/** The auth screens' texts (and the on-demand pack, which holds the server's error messages). */
registerTexts('auth', { EN: en, TY: ty });
