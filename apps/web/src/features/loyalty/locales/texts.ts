import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';
import en from './en.json';
import ty from './ty.json';

/** The loyalty screens' texts (missions, VIP, the points mall, invite friends, feedback); the server's error messages are in the on-demand pack. */
registerTexts('loyalty', { EN: en, TY: ty });
