/** All tables; each area keeps its own file under schema/. drizzle-kit reads this file. */
export * from './schema/foundation';
export * from './schema/accounts';
export * from './schema/wallet';
export * from './schema/games';
export * from './schema/lottery';
export * from './schema/promotions';
export * from './schema/agents';
export * from './schema/agent-contracts';
export * from './schema/loyalty';
export * from './schema/chat';
export * from './schema/responsible-gaming';
export * from './schema/player-activity';
export * from './schema/turnover-obligations';
export * from './schema/operators';
export * from './schema/messages';
export * from './schema/risk';
export * from './schema/kyc';
