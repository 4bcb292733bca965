import type { CustomerService } from '@app/contract/brand';
import { CUSTOMER_SERVICE_WINDOW } from '@app/contract/constants';

/** Opens a centred pop-up window; null when the browser blocked it. */
export function openPopup(url: string, name: string, size: { width: number; height: number }): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - size.height) / 2));
  const features = `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
  const win = window.open(url, name, features);
  return win && !win.closed ? win : null;
}

/** VIP service for members above the VIP rank, live chat for everyone else (visitors included). */
export function pickCustomerService(list: readonly CustomerService[], vip = false): CustomerService | undefined {
  const wanted = vip ? 'VIP' : 'LIVECHAT';
  return list.find((c) => c.csType === wanted) ?? list.find((c) => c.csType === 'LIVECHAT') ?? list[0];
}

export type CustomerServiceResult = 'opened' | 'blocked' | 'none';

/** Customer service opens in a 440x500 pop-up window at its path. */
export function openCustomerService(list: readonly CustomerService[], vip = false): CustomerServiceResult {
  const service = pickCustomerService(list, vip);
  if (!service) return 'none';
  return openPopup(service.path, 'customer-service', CUSTOMER_SERVICE_WINDOW) ? 'opened' : 'blocked';
}
