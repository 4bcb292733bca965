import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';
import en from './en.json';
import ty from './ty.json';

/** The support screens' texts; the server's error messages are in the on-demand pack. */
registerTexts('support', { EN: en, TY: ty });
