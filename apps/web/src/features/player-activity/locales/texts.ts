import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';

/** The player-activity texts: the reality check, its settings and the activity statement. */
registerTexts('activity', { EN: () => import('./en.json'), TY: () => import('./ty.json'), vi: () => import('./vi.json') });
