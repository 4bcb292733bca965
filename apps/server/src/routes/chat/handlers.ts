import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember } from '../../lib/roles';
import { chatUrlOf } from '../../modules/chat/chat-url';
import { chatHistory as historyOf, chatUnreadByRoom, chatUnreadCount, markChatRead, sendChatMessage } from '../../modules/chat/messages';
import { activeMuteOf } from '../../modules/chat/mutes';
import { chatRoomsOf, requireChatEnabled } from '../../modules/chat/rooms';

/** The chat room's calls (brands with CBS3; the router admits real accounts only). */
export function chatHandlers(db: Db): CallHandlers {
  const chatUrl: CallHandler<'chatUrl'> = ({ query, brand, language, request }) => {
    requireChatEnabled(brand);
    return chatUrlOf(`${request.protocol}://${request.host}`, brand, query, language);
  };
  const chatUnread: CallHandler<'chatUnread'> = async ({ brand, member }) => {
    requireChatEnabled(brand);
    const m = requireMember(member);
    return { unReadCount: await chatUnreadCount(db, { id: m.id, brandId: m.brandId }) };
  };
  const chatRooms: CallHandler<'chatRooms'> = async ({ brand, member }) => {
    requireChatEnabled(brand);
    const m = requireMember(member);
    const [rooms, unread, mute] = [await chatRoomsOf(db), await chatUnreadByRoom(db, { id: m.id, brandId: m.brandId }), await activeMuteOf(db, m.id)];
    return { rooms: rooms.map((r) => ({ ...r, unReadCount: unread.get(r.roomId) ?? 0 })), mutedUntil: mute?.getTime() ?? null };
  };
  const chatHistory: CallHandler<'chatHistory'> = async ({ query, brand, member, language }) => {
    requireChatEnabled(brand);
    const m = requireMember(member);
    return historyOf(db, brand, { id: m.id, brandId: m.brandId }, query, language);
  };
  const chatSend: CallHandler<'chatSend'> = async ({ body, brand, member, language }) => {
    requireChatEnabled(brand);
    const m = requireMember(member);
    return sendChatMessage(db, brand, { id: m.id, brandId: m.brandId }, body, language);
  };
  const chatRead: CallHandler<'chatRead'> = async ({ body, brand, member }) => {
    requireChatEnabled(brand);
    const m = requireMember(member);
    return markChatRead(db, { id: m.id, brandId: m.brandId }, body);
  };
  return { chatUrl, chatUnread, chatRooms, chatHistory, chatSend, chatRead };
}
