import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';
import en from './en.json';
import ty from './ty.json';

/** The lobby's and the games' texts (the server's error messages and in_need_true_account come with the pages pack). */
registerTexts('lobby', { EN: en, TY: ty });
