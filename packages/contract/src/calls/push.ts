import { z } from 'zod';
import * as push from '../push';
import { type CallDef, call, roleSets } from './define';

/**
 * Web Push (issue 31): the key browsers subscribe with, the member's subscriptions (one per device and browser), the
 * switch of each kind of notification, and a test notification. Trial accounts get none (they receive nothing).
 */
export const pushCalls = {
  /** the VAPID public key: public by nature, so a visitor may read it too */
  pushPublicKey: call({ method: 'GET', path: '/wps/push/publicKey', module: 'INBOX3', login: false, roles: roleSets.anyone, encrypt: false, response: push.pushPublicKeyValueSchema }),
  pushSubscribe: call({ method: 'POST', path: '/wps/push/subscribe', module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, body: push.pushSubscribeBodySchema, response: push.pushPreferencesValueSchema }),
  pushUnsubscribe: call({ method: 'POST', path: '/wps/push/unsubscribe', module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, body: push.pushUnsubscribeBodySchema, response: push.pushPreferencesValueSchema }),
  pushPreferences: call({ method: 'GET', path: '/wps/push/preferences', module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, response: push.pushPreferencesValueSchema }),
  setPushPreference: call({ method: 'POST', path: '/wps/push/setPreference', module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, body: push.setPushPreferenceBodySchema, response: push.pushPreferencesValueSchema }),
  /** queues a test notification to every device of the member (a few a minute) */
  pushTest: call({ method: 'POST', path: '/wps/push/test', module: 'INBOX3', login: true, roles: roleSets.realAccounts, encrypt: false, body: z.object({}).strict(), response: push.pushTestValueSchema }),
} satisfies Record<string, CallDef>;
