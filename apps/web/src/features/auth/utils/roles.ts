/**
 * Member types (the spec's isAgent), as the contract's session.ts defines them. Kept here as plain numbers: importing
 * values from session.ts would bring zod into the browser bundle. auth.test.ts checks they agree with the contract.
 */
export const TRIAL_TYPE = 4;
export const ACCOUNT_CENTER_TYPES: readonly number[] = [1, 2, 41, 42];

export const isTrial = (isAgent: number | null) => isAgent === TRIAL_TYPE;
/** A real (non-trial) member: sees the member centre, deposit and withdraw. */
export const isRealMember = (isAgent: number | null) => isAgent !== null && isAgent !== TRIAL_TYPE;
export const hasAccountCenter = (isAgent: number | null) => isAgent !== null && ACCOUNT_CENTER_TYPES.includes(isAgent);
