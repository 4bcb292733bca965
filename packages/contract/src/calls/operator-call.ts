import { roleSets } from './define';

/** Every operator call lives under this prefix, which only the operator hosts answer. */
export const OPERATOR_API_PREFIX = '/ops/api';
/** an operator call's path */
export const opsPath = (path: string) => `${OPERATOR_API_PREFIX}${path}`;
/** what every signed-in operator call shares (spread it, then name the permission) */
export const signedInOperator = { module: 'OPS', login: true, roles: roleSets.operators, encrypt: false } as const;
