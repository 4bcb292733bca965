import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { WALLET_QUERY_ROOT } from '@/config/query-keys';
import { useCurrentDraw } from '../api/get-current-draw';
import { getDrawHistoryQueryOptions } from '../api/get-draw-history';
import { myBetsQueryRoot } from '../api/get-my-bets';
import { getTrendQueryOptions } from '../api/get-trend';
import { drawPhase } from '../utils/server-clock';
import { useServerNow } from './use-server-now';

/** How often the page asks while a draw is closed and its result is on its way. */
const DRAWING_POLL_MS = 2000;

/**
 * A game's draw cycle: the current draw with the server's time, the draw that closed and is being drawn, and the
 * refresh after a result (history, trend, my bets and the balance).
 */
export function useDrawCycle(gameCode: string | null, token: string | null) {
  const queryClient = useQueryClient();
  const [awaiting, setAwaiting] = useState<{ gameCode: string; drawNo: string } | null>(null);
  const waiting = awaiting && awaiting.gameCode === gameCode ? awaiting.drawNo : null;
  const [closedSeen, setClosedSeen] = useState(false);
  const query = useCurrentDraw(gameCode, token, waiting || closedSeen ? DRAWING_POLL_MS : false);
  const data = query.data && query.data.gameCode === gameCode ? query.data : undefined;
  const now = useServerNow(data?.offset ?? 0);
  const current = data?.current ?? null;
  const phase = current ? drawPhase(current, now) : null;
  const closed = phase === 'closed';

  // the current draw closed: wait for its result
  useEffect(() => {
    setClosedSeen(closed);
    if (closed && current && gameCode && waiting !== current.drawNo) setAwaiting({ gameCode, drawNo: current.drawNo });
  }, [closed, current, gameCode, waiting]);

  // a slot ended (the draw time passed) or nothing is open: ask the server for the new state
  const drawAt = current?.drawAt ?? null;
  const refetch = query.refetch;
  useEffect(() => {
    if (drawAt !== null && now >= drawAt + 500) void refetch();
  }, [now, drawAt, refetch]);

  // the awaited result arrived (or the draw was cancelled): refresh everything it changes
  const previous = data?.previous ?? null;
  useEffect(() => {
    if (!waiting || !gameCode) return;
    const arrived = previous && previous.drawNo >= waiting;
    const cancelled = current?.drawNo === waiting && current.status === 'cancelled';
    if (!arrived && !cancelled) return;
    setAwaiting(null);
    void queryClient.invalidateQueries({ queryKey: getDrawHistoryQueryOptions(gameCode).queryKey });
    void queryClient.invalidateQueries({ queryKey: getTrendQueryOptions(gameCode).queryKey });
    void queryClient.invalidateQueries({ queryKey: myBetsQueryRoot });
    void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
  }, [waiting, previous, current, gameCode, queryClient]);

  return { query, data, now, current, previous, phase, drawing: waiting };
}
