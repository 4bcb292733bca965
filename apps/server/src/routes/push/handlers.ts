import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember } from '../../lib/roles';
import { pushPreferencesOf, queueTestPush, setPushPreference as storePushPreference, subscribePush, unsubscribePush } from '../../modules/push/subscriptions';

export interface PushRouteDeps {
  db: Db;
  /** the VAPID public key browsers subscribe with */
  publicKey: string;
  /** the test runner's local push endpoint may be subscribed (TEST_AIDS) */
  allowLocalEndpoints: boolean;
  /** sends the outbox now (a test notification should not wait for the job's next run) */
  wakeSender: () => void;
}

/** Web Push (issue 31): the key, this browser's subscription, the member's switches and a test notification. */
export function pushHandlers({ db, publicKey, allowLocalEndpoints, wakeSender }: PushRouteDeps): CallHandlers {
  const pushPublicKey: CallHandler<'pushPublicKey'> = () => ({ publicKey });
  const pushSubscribe: CallHandler<'pushSubscribe'> = ({ body, member, request }) =>
    subscribePush(db, requireMember(member), body, { userAgent: request.headers['user-agent'] ?? null, allowLocal: allowLocalEndpoints });
  const pushUnsubscribe: CallHandler<'pushUnsubscribe'> = ({ body, member }) => unsubscribePush(db, requireMember(member).id, body.endpoint);
  const pushPreferences: CallHandler<'pushPreferences'> = ({ member }) => pushPreferencesOf(db, requireMember(member).id);
  const setPushPreference: CallHandler<'setPushPreference'> = ({ body, member }) => storePushPreference(db, requireMember(member).id, body.kind, body.on);
  const pushTest: CallHandler<'pushTest'> = async ({ member }) => {
    const queued = await queueTestPush(db, requireMember(member).id);
    if (queued.devices) wakeSender();
    return queued;
  };
  return { pushPublicKey, pushSubscribe, pushUnsubscribe, pushPreferences, setPushPreference, pushTest };
}
