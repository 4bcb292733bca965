import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';

/** The member centre's texts (the menu's label keys and the server's error messages are in the on-demand pack). */
registerTexts('member', { EN: () => import('./en.json'), TY: () => import('./ty.json'), vi: () => import('./vi.json') });
