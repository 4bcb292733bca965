import * as inb from '../inbox';
import { type CallDef, call, relay, roleSets } from './define';

/** Platform messages. */
export const inboxCalls = {
  unreadCount: call({ method: 'GET', path: relay('CSP_unreadCount'), module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, response: inb.unreadCountValueSchema }),
  messages: call({ method: 'GET', path: relay('CSP_messageList'), module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, query: inb.messagesQuerySchema, response: inb.messagesValueSchema }),
  readMessages: call({ method: 'POST', path: relay('CSP_readMessages'), module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, body: inb.readMessagesBodySchema, response: inb.readMessagesValueSchema }),
} satisfies Record<string, CallDef>;
