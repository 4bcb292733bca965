import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';

/** The auth screens' texts (and the on-demand pack, which holds the server's error messages). */
registerTexts('auth', { EN: () => import('./en.json'), TY: () => import('./ty.json'), vi: () => import('./vi.json') });
