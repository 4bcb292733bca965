import { useCallback, useEffect, useRef, useState } from 'react';
import { getHumanChallenge } from '../api/get-human-challenge';
import { solveChallenge } from '../utils/proof-of-work';

export interface HumanAnswer {
  humanChallenge: string;
  humanNonce: string;
}
export type HumanStatus = 'idle' | 'solving' | 'done' | 'error';

/** An answer this close to its challenge's expiry is solved again rather than sent. */
const EXPIRY_MARGIN_MS = 15_000;

/**
 * Human verification by proof of work (the server's challenge, solved in the background with visible progress).
 * An answer is single use: `take()` hands it out and the state goes back to idle.
 */
export function useHumanVerification() {
  const [status, setStatus] = useState<HumanStatus>('idle');
  const [progress, setProgress] = useState(0);
  const answer = useRef<(HumanAnswer & { expiresAt: number }) | null>(null);
  const pending = useRef<Promise<HumanAnswer & { expiresAt: number }> | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const solve = useCallback(() => {
    if (pending.current) return pending.current;
    answer.current = null;
    const controller = new AbortController();
    abort.current = controller;
    setStatus('solving');
    setProgress(0);
    const run = (async () => {
      const { challenge, difficulty, expiresAt } = await getHumanChallenge();
      const nonce = await solveChallenge(challenge, difficulty, setProgress, controller.signal);
      return { humanChallenge: challenge, humanNonce: nonce, expiresAt };
    })();
    pending.current = run;
    run.then(
      (solved) => {
        if (pending.current !== run) return;
        answer.current = solved;
        pending.current = null;
        setProgress(1);
        setStatus('done');
      },
      () => {
        if (pending.current !== run) return;
        pending.current = null;
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return run;
  }, []);

  /** A valid answer, solving again when it expired; null when verification was never started. Single use. */
  const take = useCallback(async (): Promise<HumanAnswer | null> => {
    let current = answer.current;
    if (!current && !pending.current) return null;
    if (!current || current.expiresAt - Date.now() < EXPIRY_MARGIN_MS) current = await solve();
    answer.current = null;
    setStatus('idle');
    setProgress(0);
    return { humanChallenge: current.humanChallenge, humanNonce: current.humanNonce };
  }, [solve]);

  /** Solves and takes in one go (SMS sends: each needs its own answer). */
  const fresh = useCallback(async (): Promise<HumanAnswer> => {
    await solve();
    return (await take())!;
  }, [solve, take]);

  return { status, progress, solve, take, fresh };
}
