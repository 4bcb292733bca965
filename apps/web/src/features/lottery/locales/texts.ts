import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';

/** The lottery's texts (the server's error messages, err_draw_closed and the like, come with the pages pack). */
registerTexts('lottery', { EN: () => import('./en.json'), TY: () => import('./ty.json'), vi: () => import('./vi.json') });
