/**
 * A request id made once per form open (keep it in useState): a repeated submit of the same form (a double click, a
 * retry after a lost answer) carries the same id, so the server acts once; a new form open makes a new one.
 */
export const newRequestId = () => `bo-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
