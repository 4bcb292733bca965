import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';

/** The lobby's and the games' texts (the server's error messages and in_need_true_account come with the pages pack). */
registerTexts('lobby', { EN: () => import('./en.json'), TY: () => import('./ty.json'), vi: () => import('./vi.json') });
