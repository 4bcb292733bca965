import { apiCall } from '@/lib/api-client';

/** The spec's launch constants (section 9), as the lobby's launch sends them. */
const LAUNCH_CONSTANTS = { accountType: 1, confirmTrans: 0, clientType: 3, platform: 'html5-desktop', launchMode: 'GLS' } as const;

/**
 * Launches a catalogue entry of the special lottery account type (accountTypeName): the v2 launch, the Language
 * header decides; the server answers the lottery lobby's URL (/vnlottery).
 */
export const launchLotteryWindow = ({ nodeId, vassalage }: { nodeId: number; vassalage: string }) =>
  apiCall('launchGameV2', { body: { ...LAUNCH_CONSTANTS, nodeId, vassalage } });

/**
 * Where the window goes: our lottery pages stay on this site (the window shares the session with this tab), whatever
 * host the server saw; any other URL as given.
 */
export function windowUrl(gameUrl: string, origin = window.location.origin): string {
  const parsed = new URL(gameUrl, origin);
  return parsed.pathname === '/vnlottery' || parsed.pathname === '/lottery' ? `${origin}${parsed.pathname}${parsed.search}` : parsed.href;
}
