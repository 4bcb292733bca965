import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/** a render that still streams a part after the first (a lazy part loaded meanwhile) is drawn again, at most so often */
const MAX_DRAWS = 4;

/**
 * A tree's HTML with every part in place, for a page drawn on the server (the player site's first screens) or at build
 * time (the back office's sign-in). A lazy component suspends the first time it is met, even once its code is loaded,
 * and React then streams that part in later with an inline script (which the pages' CSP refuses): drawing again after
 * the code has loaded gives the part in place. A part that fails fails the render; `what` names the page in errors.
 */
export async function prerenderWhole(tree: ReactNode, what: string): Promise<string> {
  for (let draw = 1; ; draw++) {
    const failures: unknown[] = [];
    // never outlined: React moves a large finished part behind its fallback, to be swapped in by an inline script
    const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void failures.push(error) });
    const html = await new Response(prelude).text();
    if (failures.length) throw new AggregateError(failures, `${what}: ${failures.length} part(s) failed to render`);
    if (!html.includes('<script')) return html;
    if (draw === MAX_DRAWS) throw new Error(`${what}: parts still streamed after ${MAX_DRAWS} draws`);
  }
}
