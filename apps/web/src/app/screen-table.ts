import { homeAliases, lobbyPaths } from '../config/paths';
import type { LayoutKind } from './routes/root';

/**
 * The spec's route table: each screen's module in ./routes (its own lazy chunk), the paths it answers and its frame.
 * Plain data (relative imports only): the build reads it too, to list the files each path's screen loads, which the
 * server preloads with the page (vite.config.ts, screenFiles).
 */
export const SCREEN_TABLE: readonly { module: string; paths: readonly string[]; layout?: LayoutKind }[] = [
  { module: 'index', paths: homeAliases },
  { module: 'login', paths: ['/login'] },
  { module: 'register', paths: ['/register', '/register.html'], layout: 'register' },
  { module: 'point-mall', paths: ['/pointMall'] },
  { module: 'lottery', paths: ['/lottery'], layout: 'header' },
  { module: 'vnlottery', paths: ['/vnlottery'], layout: 'immersive' },
  { module: 'elott', paths: ['/elott'] },
  { module: 'egame', paths: lobbyPaths },
  { module: 'promo', paths: ['/promotions'] },
  { module: 'promo-detail', paths: ['/promoDetail/:id?'] },
  { module: 'seamless', paths: ['/seamless'], layout: 'immersive' },
  { module: 'help', paths: ['/helpmc', '/help'], layout: 'bare' },
  { module: 'download', paths: ['/down', '/download'] },
  { module: 'by-iframe', paths: ['/game'], layout: 'game' },
  // responsible gaming: the reality check's settings and the activity statement (issue 17)
  { module: 'activity', paths: ['/activity'] },
  { module: 'inhouse-play', paths: ['/inhouse-play/:game'], layout: 'bare' },
  // the chat window's frame (the chatUrl call's URL) and the customer-service pop-up
  { module: 'chat', paths: ['/chat'], layout: 'bare' },
  { module: 'support', paths: ['/support'], layout: 'bare' },
  { module: 'not-found', paths: ['*'] },
];
