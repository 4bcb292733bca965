import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';
import en from './en.json';
import ty from './ty.json';

/** The lottery's texts (the server's error messages, err_draw_closed and the like, come with the pages pack). */
registerTexts('lottery', { EN: en, TY: ty });
