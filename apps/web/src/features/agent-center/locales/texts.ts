import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';

/** The agent centre's texts (the server's error messages are in the on-demand pack). */
registerTexts('agent', { EN: () => import('./en.json'), TY: () => import('./ty.json'), vi: () => import('./vi.json') });
