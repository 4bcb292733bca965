import { type CallDef, call, roleSets, anyQuery } from './define';

/** The chat room. */
export const chatCalls = {
  chatUrl: call({ method: 'GET', path: '/wps/chat/url', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, query: anyQuery }),
  chatUnread: call({ method: 'GET', path: '/wps/chat/unread', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false }),
} satisfies Record<string, CallDef>;
