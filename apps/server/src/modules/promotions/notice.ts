/** The arrival notice: the popup announcements, the home banners and the promotions for new players, in one answer. */
import type { BrandConfig, Language } from '@app/contract/brand';
import type { NoticeValue } from '@app/contract/promotions';
import type { Db } from '../../db/client';
import { listAnnouncements } from '../content/announcements';
import { unreadCount } from '../inbox/messages';
import { listPromotions } from './catalogue';
import { bannersWithHeadlines } from './headline';

export async function arrivalNotice(db: Db, brand: BrandConfig, language: Language, memberId: number | null): Promise<NoticeValue> {
  const [announcements, banners, promotions, unread] = await Promise.all([
    listAnnouncements(db, brand, language, { types: 'B,PL,PU,PR,H', pageNo: 1, pageSize: 1 }, memberId),
    bannersWithHeadlines(db, brand, brand.banners.filter((b) => b.groupName === 'home'), language),
    listPromotions(db, { brandId: brand.id, currency: brand.currencySymbol, language, memberId }, 'new_player'),
    memberId === null ? null : unreadCount(db, memberId),
  ]);
  const now = Date.now();
  return {
    player: unread === null ? null : { unreadMessages: unread },
    banners,
    popup: announcements.popup,
    // what a player can still take: started, and neither closed to nor already paid to this player
    promotion: promotions.list.filter((p) => p.startAt <= now && !['close', 'issued', 'claimed'].includes(p.standing?.state ?? '')),
  };
}
