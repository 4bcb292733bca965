import type { Db } from '../../../db/client';
import { inhouseProvider } from './inhouse';
import { sandboxProvider } from './sandbox';
import type { GameProvider } from './types';

/**
 * The provider of a vendor, chosen by its configured provider (game_vendor_settings.provider): our own games,
 * or the sandbox vendor that stands in for third parties until a real integration is added here.
 * Lottery vendors have no provider: their games open our lottery pages.
 */
export function providerFor(db: Db, provider: string, available: ProviderAvailability): GameProvider | null {
  if (provider === 'inhouse') return inhouseProvider(db);
  if (provider === 'sandbox' && available.sandbox) return sandboxProvider(db);
  return null;
}

/** Providers that exist only in some deployments: the sandbox vendor is a demo-mode feature. */
export interface ProviderAvailability {
  sandbox: boolean;
}
