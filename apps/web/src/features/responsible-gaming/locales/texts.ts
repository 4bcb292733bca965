import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';
import en from './en.json';
import ty from './ty.json';

/** The responsible-gaming screens' texts; the server's refusals (err_rg_*, rg_refusal_*) are in the on-demand pack. */
registerTexts('rg', { EN: en, TY: ty });
