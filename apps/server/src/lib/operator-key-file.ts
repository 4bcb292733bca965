/** The data folder's file the admin CLI reads the operator's API key from (the bootstrap and demo mode write it). */
export const OPERATOR_KEY_FILE = 'operator-api-key';
