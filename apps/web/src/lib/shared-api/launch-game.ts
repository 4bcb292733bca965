import type { CallBody } from '@app/contract/calls';
import { apiCall } from '@/lib/api-client';

/** The spec's launch constants (section 9). */
export const LAUNCH_CONSTANTS = {
  accountType: 1,
  confirmTrans: 0,
  clientType: 3,
  platform: 'html5-desktop',
  launchMode: 'GLS',
} as const satisfies Partial<CallBody<'launchGameV2'>>;

export interface LaunchTarget {
  nodeId: number;
  vassalage: string;
  /** PVP: a room of the room list */
  roomId?: number;
}

/**
 * The v2 launch (the lobby's games and the lottery's external window): the api client sends the Language header; the
 * server answers game_url and game_url2.
 */
export const launchGame = ({ nodeId, vassalage, roomId }: LaunchTarget) =>
  apiCall('launchGameV2', { body: { ...LAUNCH_CONSTANTS, nodeId, vassalage, ...(roomId !== undefined ? { roomId } : {}) } });
