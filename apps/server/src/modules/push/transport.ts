/**
 * One push message to one push service: web-push builds the request (the payload encrypted for the subscription with
 * aes128gcm, RFC 8291; the VAPID Authorization header, RFC 8292; TTL and Urgency, RFC 8030) and this adapter POSTs it
 * to the endpoint the browser gave. web-push's own sender speaks https only; this one also speaks plain http, which
 * only the test runner's local endpoint is allowed (subscriptions.ts refuses it otherwise).
 */
import http from 'node:http';
import https from 'node:https';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
export interface PushSendOptions {
  vapid: VapidKeys & { subject: string };
  /** how long the push service keeps the message for an offline device */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}
/** The push service's answer: 201 taken; 404/410 the subscription is gone; 429/5xx try later; other 4xx refused. */
export interface PushAnswer {
  status: number;
  body: string;
}
export type PushTransport = (target: PushTarget, payload: string, options: PushSendOptions) => Promise<PushAnswer>;

const TIMEOUT_MS = 10_000;

export const webPushTransport: PushTransport = async (target, payload, options) => {
  // web-push is loaded at the first push, not at every start
  const { default: webpush } = await import('web-push');
  const details = webpush.generateRequestDetails(target, payload, {
    vapidDetails: options.vapid,
    TTL: options.ttlSeconds,
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
  });
  const url = new URL(details.endpoint);
  const client = url.protocol === 'http:' ? http : https;
  return new Promise<PushAnswer>((resolve, reject) => {
    const request = client.request(url, { method: details.method, headers: details.headers as http.OutgoingHttpHeaders, timeout: TIMEOUT_MS }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      // only the start of an error text is kept (the outbox's last error)
      response.on('data', (chunk: string) => void (body.length < 2000 && (body += chunk)));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: body.slice(0, 2000) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('push service timeout')));
    request.on('error', reject);
    request.end(details.body);
  });
};
