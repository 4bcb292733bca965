import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';

/** The wallet screens' texts (the server's error messages are in the on-demand pack). */
registerTexts('wallet', { EN: () => import('./en.json'), TY: () => import('./ty.json'), vi: () => import('./vi.json') });
