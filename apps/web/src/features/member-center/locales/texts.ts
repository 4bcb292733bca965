import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';
import en from './en.json';
import ty from './ty.json';

/** The member centre's texts (the menu's label keys and the server's error messages are in the on-demand pack). */
registerTexts('member', { EN: en, TY: ty });
