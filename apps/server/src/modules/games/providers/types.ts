import type { Language } from '@app/contract/brand';

/** What a provider needs to know about the game a round belongs to (the bet record shows it). */
export interface GameRef {
  nodeId: number;
  /** vendor code (vassalage) */
  vendor: string;
  /** the lobby category (ESPORTS already split out of SPORTS) */
  gameType: string;
  /** the vendor's id of the game */
  externalId: string;
  gameName: string;
  /** the return to player the catalogue declares for the game (bp), null when none: its bets' edge (wager-worth.ts) */
  rtpBp: number | null;
}

export interface PlayerRef {
  memberId: number;
  brandId: string;
  /** play money (trial accounts in in-house games): never touches the ledger */
  demo: boolean;
}

/** One seamless-wallet movement: the provider's own transaction id makes it idempotent; roundId groups a bet. */
export interface WalletMove {
  player: PlayerRef;
  game: GameRef;
  txId: string;
  roundId: string;
  amountMinor: number;
  /** a debit's house edge when the odds are the player's choice (in-house rounds); else the game's declared RTP sets it */
  edgeBp?: number;
}

export interface WalletAnswer {
  balanceMinor: number;
  /** true: this transaction id was handled before and nothing moved now */
  duplicate: boolean;
  /** the wallet's bet (null for demo play and for a rollback that found no debit) */
  betId: number | null;
}

export type ProviderId = 'inhouse' | 'sandbox';

/**
 * A game provider: where a launch goes, and the seamless wallet it plays on (balance, stake debit,
 * payout credit, rollback of a debit). The in-house provider and the sandbox vendor implement it; a real
 * third-party integration would be a third implementation chosen by the vendor's provider setting.
 */
export interface GameProvider {
  readonly id: ProviderId;
  /** the path (and query) of the page the launch URL opens */
  launchPath(input: { game: GameRef; token: string; language: Language; roomId: number | null }): string;
  balance(player: PlayerRef): Promise<number>;
  debit(move: WalletMove): Promise<WalletAnswer>;
  credit(move: WalletMove): Promise<WalletAnswer>;
  /**
   * cancels the debit refTxId of the round (gives the stake back). liveLaunch: the caller checked the player's live
   * launch of this game, so a rollback that arrives before its debit may be remembered (a vendor provider refuses it otherwise)
   */
  rollback(move: Omit<WalletMove, 'amountMinor'> & { refTxId: string; liveLaunch?: boolean }): Promise<WalletAnswer>;
}
