import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';

/** The loyalty screens' texts (missions, VIP, the points mall, invite friends, feedback); the server's error messages are in the on-demand pack. */
registerTexts('loyalty', { EN: () => import('./en.json'), TY: () => import('./ty.json'), vi: () => import('./vi.json') });
