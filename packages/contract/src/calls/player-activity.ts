import type { CallDef } from './define';

/** The player's own activity (issue 17): the reality check's session time and net position, and the monthly activity statement. */
export const playerActivityCalls = {} satisfies Record<string, CallDef>;
