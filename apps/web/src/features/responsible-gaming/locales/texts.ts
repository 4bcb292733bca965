import { registerTexts } from '@/lib/feature-texts';
import '@/locales/pages';

/** The responsible-gaming screens' texts; the server's refusals (err_rg_*, rg_refusal_*) are in the on-demand pack. */
registerTexts('rg', { EN: () => import('./en.json'), TY: () => import('./ty.json'), vi: () => import('./vi.json') });
