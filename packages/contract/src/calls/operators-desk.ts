import { type CallDef } from './define';

/**
 * Operator calls (issue 28): the support desk and its attachments, chat moderation, lottery draws, agent contract settlement and settings. Merged into the operator table (operators.ts); each names the permission it needs.
 */
export const deskOperatorCalls = {} satisfies Record<string, CallDef>;
