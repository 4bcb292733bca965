import * as inb from '../inbox';
import { type CallDef, call, relay, roleSets } from './define';

/** Platform messages. */
export const inboxCalls = {
  unreadCount: call({ method: 'GET', path: relay('CSP_unreadCount'), module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, response: inb.unreadCountValueSchema }),
  messages: call({ method: 'GET', path: relay('CSP_messageList'), module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, query: inb.messagesQuerySchema, response: inb.messagesValueSchema }),
  readMessages: call({ method: 'POST', path: relay('CSP_readMessages'), module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, body: inb.readMessagesBodySchema, response: inb.readMessagesValueSchema }),
  // ours (issue 29): whether the member receives operators' marketing messages
  marketingPreference: call({ method: 'GET', path: relay('CSP_marketingPreference'), module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, response: inb.marketingPreferenceSchema }),
  setMarketingPreference: call({ method: 'POST', path: relay('CSP_setMarketingPreference'), module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, body: inb.marketingPreferenceSchema, response: inb.marketingPreferenceSchema }),
} satisfies Record<string, CallDef>;
