import type { PushPreferencesValue } from '@app/contract/push';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getPushPreferencesQueryOptions } from '../api/get-push-preferences';
import { getPushPublicKeyQueryOptions } from '../api/get-push-public-key';
import { pushSubscribe } from '../api/push-subscribe';
import { pushUnsubscribe } from '../api/push-unsubscribe';
import { currentDeviceSubscription, devicePermission, type DevicePermission, subscribeDevice, subscribedWithKey, unsubscribeDevice } from '../utils/device-push';

/** The subscription as the server's call takes it. */
function subscriptionBody(json: PushSubscriptionJSON) {
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('the browser gave an incomplete push subscription');
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/**
 * Notifications on this device: the browser's permission, whether this browser is subscribed (null while that is
 * checked), and the two actions. A browser that allowed notifications before is handed to the server again when the
 * page opens (the server may have dropped it, or another account on this device taken it over); one subscribed with
 * an older key of the server is subscribed anew.
 */
export function useDevicePush(token: string) {
  const queryClient = useQueryClient();
  const [permission, setPermission] = useState<DevicePermission>(devicePermission);
  const [subscribed, setSubscribed] = useState<boolean | null>(permission === 'granted' ? null : false);
  const keep = (value: PushPreferencesValue) => queryClient.setQueryData(getPushPreferencesQueryOptions(token).queryKey, value);

  useEffect(() => {
    if (permission !== 'granted') return;
    let live = true;
    (async () => {
      const existing = await currentDeviceSubscription();
      if (!existing) return false;
      const { publicKey } = await queryClient.fetchQuery(getPushPublicKeyQueryOptions());
      const json = subscribedWithKey(existing, publicKey) ? existing.toJSON() : await subscribeDevice(publicKey);
      keep(await pushSubscribe(subscriptionBody(json)));
      return true;
    })().then(
      (on) => live && setSubscribed(on),
      // the page still offers to turn them on
      () => live && setSubscribed(false),
    );
    return () => {
      live = false;
    };
    // once per page: a later change comes from the actions below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const enable = useMutation({
    mutationFn: async () => {
      const { publicKey } = await queryClient.fetchQuery(getPushPublicKeyQueryOptions());
      try {
        return await pushSubscribe(subscriptionBody(await subscribeDevice(publicKey)));
      } finally {
        setPermission(devicePermission());
      }
    },
    onSuccess: (value) => {
      keep(value);
      setSubscribed(true);
    },
  });

  const disable = useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeDevice();
      return endpoint ? pushUnsubscribe(endpoint) : null;
    },
    onSuccess: (value) => {
      if (value) keep(value);
      setSubscribed(false);
    },
  });

  return { permission, subscribed, enable, disable };
}
