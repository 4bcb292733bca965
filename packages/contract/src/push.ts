import { z } from 'zod';
import { MAX_TIMESTAMP_MS } from './timestamp';

/**
 * Web Push (issue 31): notifications that reach the player's device with the app closed. The browser subscribes with
 * the server's VAPID public key and hands the app a PushSubscription (an endpoint at its push service and the keys
 * the payload is encrypted for); the server keeps it and sends through the push service when something the player
 * asked to hear about happens. Each kind can be turned off by the player; a member in a responsible-gaming block gets
 * the account notices only (deposits and withdrawals).
 */
export const PUSH_KINDS = ['deposit', 'withdrawal', 'lottery_win', 'support_reply', 'platform_message'] as const;
export const pushKindSchema = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof pushKindSchema>;
/** kinds sent whatever a responsible-gaming block says: they are about the account, not about play */
export const ACCOUNT_NOTICE_KINDS: readonly PushKind[] = ['deposit', 'withdrawal'];

/** The server's VAPID public key (base64url, an uncompressed P-256 point): the browser's applicationServerKey. */
export const pushPublicKeyValueSchema = z.object({ publicKey: z.string() });
export type PushPublicKeyValue = z.infer<typeof pushPublicKeyValueSchema>;

/** A push service URL: https (plain http only reaches the test runner's local endpoint, refused by the server otherwise). */
const endpointSchema = z
  .string()
  .max(2048)
  .url()
  .refine((url) => /^https?:\/\//i.test(url), { message: 'push_endpoint_https' });

/**
 * What PushSubscription.toJSON() gives: the endpoint, and the keys as unpadded base64url (padding tolerated): p256dh
 * the browser's P-256 public key (65 bytes, uncompressed: its first byte 0x04 makes the first character B), auth the
 * 16-byte secret.
 */
export const pushSubscribeBodySchema = z
  .object({
    endpoint: endpointSchema,
    /** when the push service ends the subscription (ms since 1970; a browser may give a fraction), or null: never */
    expirationTime: z.number().min(0).max(MAX_TIMESTAMP_MS).nullable().optional(),
    keys: z
      .object({
        p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'push_key_p256dh'),
        auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'push_key_auth'),
      })
      .strict(),
  })
  .strict();
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;
export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointSchema }).strict();

/** The member's switches (every kind, on unless turned off) and how many devices receive their notifications. */
export const pushPreferencesValueSchema = z.object({
  kinds: z.array(z.object({ kind: pushKindSchema, on: z.boolean() })),
  devices: z.number().int(),
});
export type PushPreferencesValue = z.infer<typeof pushPreferencesValueSchema>;
export const setPushPreferenceBodySchema = z.object({ kind: pushKindSchema, on: z.boolean() }).strict();

/** A test notification was queued for this many devices (0: none is subscribed). */
export const pushTestValueSchema = z.object({ devices: z.number().int() });
export type PushTestValue = z.infer<typeof pushTestValueSchema>;

/** What the service worker receives in a push message's (decrypted) payload. */
export interface PushPayload {
  title: string;
  body: string;
  /** the app's page to open on a click (same origin) */
  url: string;
  /** notifications with one tag replace each other */
  tag: string;
}
