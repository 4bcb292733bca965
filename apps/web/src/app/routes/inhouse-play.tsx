import { InhousePlayPage } from '@/features/lobby/inhouse/inhouse-play';

/** /inhouse-play/:game?session=...: the in-house games' play page (the launch URL of our own provider). */
export function Component() {
  return <InhousePlayPage />;
}
