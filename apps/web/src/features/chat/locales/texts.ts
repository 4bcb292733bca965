import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';

/** The chat screens' texts; the server's error messages are in the on-demand pack. */
registerTexts('chat', { EN: () => import('./en.json'), TY: () => import('./ty.json'), vi: () => import('./vi.json') });
