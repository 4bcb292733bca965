import type { Db } from '../../db/client';
import { inhouseProvider } from './inhouse';
import { sandboxProvider } from './sandbox';
import type { GameProvider } from './types';

/**
 * The provider of a vendor, chosen by its configured provider (game_vendor_settings.provider): our own games,
 * or the sandbox vendor that stands in for third parties until a real integration is added here.
 * Lottery vendors have no provider: their games open our lottery pages.
 */
export function providerFor(db: Db, provider: string): GameProvider | null {
  if (provider === 'inhouse') return inhouseProvider(db);
  if (provider === 'sandbox') return sandboxProvider(db);
  return null;
}
