import { PWA_PATHS } from '@app/contract/pwa';

/**
 * This browser's side of Web Push: the notification permission and the push subscription of the app's service
 * worker (the server's worker shows what arrives, sw.js). The server's key and the subscription's are compared, so
 * a subscription made with an older key is replaced rather than kept silent.
 */

/** unsupported: no service worker, Push API or notifications here (an iPhone browser tab before the app is installed) */
export type DevicePermission = 'unsupported' | 'default' | 'granted' | 'denied';

export const devicePushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && window.isSecureContext !== false;

export const devicePermission = (): DevicePermission => (devicePushSupported() ? Notification.permission : 'unsupported');

/** The player refused (or dismissed) the browser's question. */
export class PermissionRefused extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`notification permission ${permission}`);
  }
}

const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};
const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** The app's worker registration (registered here if the page has none yet, e.g. before its load event). */
async function workerRegistration() {
  const registration = (await navigator.serviceWorker.getRegistration()) ?? (await navigator.serviceWorker.register(PWA_PATHS.serviceWorker));
  await navigator.serviceWorker.ready;
  return registration;
}

/** This browser's subscription, or null (none, or push unsupported). */
export async function currentDeviceSubscription(): Promise<PushSubscription | null> {
  if (!devicePushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether a subscription was made with this key (the server's VAPID public key). */
export const subscribedWithKey = (subscription: PushSubscription, publicKey: string) => sameBytes(subscription.options?.applicationServerKey, fromBase64Url(publicKey));

/**
 * Asks the browser for notifications (the permission prompt, when not answered yet) and subscribes this browser with
 * the server's key; answers what the server keeps (PushSubscription.toJSON()). PermissionRefused when not allowed.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionRefused(permission);
  const registration = await workerRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing && subscribedWithKey(existing, publicKey)) return existing.toJSON();
  // made with another key (the server's keys changed): its pushes would be refused
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) });
  return subscription.toJSON();
}

/** Ends this browser's subscription; answers its endpoint (for the server to forget), or null when there was none. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentDeviceSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
