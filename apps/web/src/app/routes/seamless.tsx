import { SeamlessFrame } from '@/features/lobby/components/game-frame';

/** /seamless: a launched game on the whole page; bars hidden unless toggled. */
export function Component() {
  return <SeamlessFrame />;
}
