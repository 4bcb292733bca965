import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';
import en from './en.json';
import ty from './ty.json';

/** The player-activity texts: the reality check, its settings and the activity statement. */
registerTexts('activity', { EN: en, TY: ty });
