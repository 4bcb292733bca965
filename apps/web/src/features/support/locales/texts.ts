import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';

/** The support screens' texts; the server's error messages are in the on-demand pack. */
registerTexts('support', { EN: () => import('./en.json'), TY: () => import('./ty.json'), vi: () => import('./vi.json') });
