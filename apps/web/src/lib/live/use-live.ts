import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type LiveEventType, type LiveStatus, liveChannel } from './live-channel';
import type { LiveServerMessage } from '@app/contract/live';

/** Keeps the tab's push channel open while a member is logged in (token), closed otherwise. Mount once. */
export function useLiveChannel(token: string | null) {
  useEffect(() => {
    if (!token) return;
    liveChannel.start(token);
    return () => liveChannel.stop();
  }, [token]);
}

const readStatus = () => liveChannel.status;

export const useLiveStatus = (): LiveStatus => useSyncExternalStore(liveChannel.subscribeStatus, readStatus, readStatus);

/** True while the channel is up: the polling queries turn their timers off then (and back on when it drops). */
export const useLiveConnected = () => useLiveStatus() === 'up';

/** The poll interval a query uses: none while the channel pushes its changes, `pollMs` while it cannot. */
export const useLivePollInterval = <T extends number | false>(pollMs: T) => (useLiveConnected() ? false : pollMs);

/** Calls handler for every event of the type while mounted (the latest handler: no resubscribing per render). */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: (message: Extract<LiveServerMessage, { type: T }>) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => liveChannel.on(type, (message) => latest.current(message)), [type]);
}

/** Follows a game's new draws and results while mounted (the lottery page follows its game). */
export function useFollowGame(gameCode: string | null) {
  useEffect(() => (gameCode ? liveChannel.follow(gameCode) : undefined), [gameCode]);
}
