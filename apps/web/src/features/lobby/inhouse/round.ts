import type { CallValue } from '@app/contract/calls';
import type { InhouseParams } from '@app/contract/inhouse-games';
import type { MoneyFormat } from '@app/contract/money';
import type { ReactNode } from 'react';

export type SessionInfo = CallValue<'inhouseSession'>;
export type PlayValue = CallValue<'inhousePlay'>;

/** What the play page gives each game: the stake control, the round call and the moment the result is shown. */
export interface RoundContext {
  info: SessionInfo;
  /** the stake in minor units; null while the typed stake is not valid */
  stakeMinor: number | null;
  /** the stake control, for the game to place in its control panel */
  stakeControl: ReactNode;
  /** plays a round; null when it failed (the page shows why) */
  play: (params: InhouseParams) => Promise<PlayValue | null>;
  /** the game finished showing the round: the balance may now show the payout */
  reveal: () => void;
  /** a round is on its way or being shown */
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** the page's message for the last failed round */
  error: string | null;
  /** how amounts are written: the brand's decimals and grouping, the session's symbol */
  money: MoneyFormat;
  reducedMotion: boolean;
  /** the brand's pack allows autoplay (UKGC and GlüStV do not): the game offers it only then */
  autoplay: boolean;
}
