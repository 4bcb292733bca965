import type { BrandConfig } from '@app/contract/brand';
import type { CustomerServiceLinkValue } from '@app/contract/chat';
import { encryptServicePath } from '@app/contract/customer-service-cipher';
import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';

/** The spec's VIP threshold: members whose club rank is above 4 get VIP customer service. */
const VIP_RANK_ABOVE = 4;
/** The link type the web pop-up uses (spec section 7: "type '3' is used"). */
const WEB_POPUP_TYPE = '3';
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const newKey = () => Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

/**
 * The customer-service link (value.version.pathList): VIP service for members above rank 4, live chat for everyone
 * else, visitors included; the path is encrypted with a fresh key per answer (customer-service-cipher.ts), which the
 * client takes from the path's last 8 characters. An empty list when the brand configures no service.
 */
export async function customerServiceLinkOf(db: Db, brand: BrandConfig, memberId: number | null): Promise<CustomerServiceLinkValue> {
  let vip = false;
  if (memberId !== null) {
    const [row] = await db.select({ rankLevel: members.rankLevel }).from(members).where(eq(members.id, memberId));
    vip = (row?.rankLevel ?? 0) > VIP_RANK_ABOVE;
  }
  const wanted = vip ? 'VIP' : 'LIVECHAT';
  const service = brand.customerService.find((c) => c.csType === wanted) ?? brand.customerService.find((c) => c.csType === 'LIVECHAT');
  if (!service) return { version: { pathList: [] } };
  return { version: { pathList: [{ type: WEB_POPUP_TYPE, csType: service.csType, path: encryptServicePath(service.path, newKey()) }] } };
}
