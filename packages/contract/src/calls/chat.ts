import * as chat from '../chat';
import { type CallDef, call, roleSets } from './define';

/**
 * The chat room (CBS3) and the support desk's player side. Chat is for real accounts (trial accounts are refused:
 * the web warns in_please_information before calling); the desk is open to any logged-in account. Messages arrive
 * in real time on the chat socket (/ws/chat, see chat.ts); these calls send, page the history and count.
 */
export const chatCalls = {
  chatUrl: call({ method: 'GET', path: '/wps/chat/url', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, query: chat.chatUrlQuerySchema, response: chat.chatUrlValueSchema }),
  chatUnread: call({ method: 'GET', path: '/wps/chat/unread', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, response: chat.chatUnreadValueSchema }),
  chatRooms: call({ method: 'GET', path: '/wps/chat/rooms', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, response: chat.chatRoomsValueSchema }),
  chatHistory: call({ method: 'GET', path: '/wps/chat/history', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, query: chat.chatHistoryQuerySchema, response: chat.chatHistoryValueSchema }),
  chatSend: call({ method: 'POST', path: '/wps/chat/messages', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, body: chat.chatSendBodySchema, response: chat.chatMessageSchema }),
  chatRead: call({ method: 'POST', path: '/wps/chat/read', module: 'COMM3', login: true, roles: roleSets.realAccounts, encrypt: false, body: chat.chatReadBodySchema, response: chat.chatReadValueSchema }),

  supportTopics: call({ method: 'GET', path: '/wps/support/topics', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, response: chat.supportTopicsValueSchema }),
  supportConversations: call({ method: 'GET', path: '/wps/support/conversations', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, response: chat.supportConversationsValueSchema }),
  supportOpen: call({ method: 'POST', path: '/wps/support/conversations', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, maxBodyBytes: chat.SUPPORT_BODY_BYTES, body: chat.supportOpenBodySchema, response: chat.supportOpenValueSchema }),
  supportThread: call({ method: 'GET', path: '/wps/support/messages', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, query: chat.supportThreadQuerySchema, response: chat.supportThreadValueSchema }),
  supportSend: call({ method: 'POST', path: '/wps/support/messages', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, maxBodyBytes: chat.SUPPORT_BODY_BYTES, body: chat.supportSendBodySchema, response: chat.supportMessageSchema }),
  supportAttachment: call({ method: 'GET', path: '/wps/support/attachment', module: 'COMM3', login: true, roles: roleSets.accounts, encrypt: false, query: chat.supportAttachmentQuerySchema, response: chat.supportAttachmentValueSchema }),
} satisfies Record<string, CallDef>;
