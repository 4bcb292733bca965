import * as lot from '../lottery';
import { type CallDef, call, roleSets } from './define';

/** Lottery calls (shapes: lottery.ts; rules, odds arithmetic and result derivation: lottery-rules.ts). */
export const lotteryCalls = {
  vnGameMenu: call({ method: 'GET', path: '/lgw/vn/games/game_menu', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.vnGameMenuQuerySchema, response: lot.vnGameMenuValueSchema }),
  vnGameMenuRecent: call({ method: 'GET', path: '/lgw/vn/games/game_menu/recent', module: 'LOTT3', login: true, roles: roleSets.accounts, encrypt: false, query: lot.vnGameMenuRecentQuerySchema, response: lot.vnGameMenuRecentValueSchema }),
  vnOpenedNumeros: call({ method: 'GET', path: '/lgw/vn/numeros/opened/game', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.vnOpenedNumerosQuerySchema, response: lot.vnOpenedNumerosValueSchema }),
  openedNumero: call({ method: 'GET', path: '/lotto/lgw/games/opened/numero', module: 'LOTT3', login: true, roles: roleSets.accounts, encrypt: false, query: lot.gameCodeQuerySchema, response: lot.openedNumeroValueSchema }),
  lotteryLaunch: call({ method: 'GET', path: '/lgw/games/lottery/launch', module: 'LOTT3', login: true, roles: roleSets.realAccounts, encrypt: false, query: lot.lotteryLaunchQuerySchema, response: lot.lotteryLaunchValueSchema }),
  /** openedNumero for visitors: the countdown before login */
  lotteryCurrentDraw: call({ method: 'GET', path: '/lgw/lottery/draws/current', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.gameCodeQuerySchema, response: lot.openedNumeroValueSchema }),
  /** one draw with its prize table (or 5D summary) */
  lotteryDraw: call({ method: 'GET', path: '/lgw/lottery/draw', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.drawDetailQuerySchema, response: lot.drawDetailValueSchema }),
  lotteryTrend: call({ method: 'GET', path: '/lgw/lottery/trend', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.trendQuerySchema, response: lot.trendValueSchema }),
  /** the game's play types with the brand's odds and stake limits */
  lotteryRules: call({ method: 'GET', path: '/lgw/lottery/rules', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.gameCodeQuerySchema, response: lot.lotteryRulesValueSchema }),
  /** recomputes a drawn result from its revealed seed */
  lotteryVerify: call({ method: 'GET', path: '/lgw/lottery/verify', module: 'LOTT3', login: false, roles: roleSets.anyone, encrypt: false, query: lot.drawDetailQuerySchema, response: lot.verifyValueSchema }),
  lotteryPlaceBet: call({ method: 'POST', path: '/lotto/lgw/bets', module: 'LOTT3', login: true, roles: roleSets.realAccounts, encrypt: false, body: lot.placeBetBodySchema, response: lot.placeBetValueSchema }),
  lotteryMyBets: call({ method: 'GET', path: '/lotto/lgw/bets', module: 'LOTT3', login: true, roles: roleSets.realAccounts, encrypt: false, query: lot.myBetsQuerySchema, response: lot.myBetsValueSchema }),
} satisfies Record<string, CallDef>;
