import { moneyFormatOf } from '@app/contract/brand';
import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember } from '../../lib/roles';
import { marketingPreferenceOf, setMarketingPreference as storeMarketingPreference } from '../../modules/inbox/marketing-preference';
import { listMessages, readMessages as markMessagesRead, unreadCount as countUnread } from '../../modules/inbox/messages';

/** The inbox area's calls: a member's platform messages and their choice about marketing ones. */
export function inboxHandlers(db: Db): CallHandlers {
  const unreadCount: CallHandler<'unreadCount'> = async ({ member }) => ({ count: await countUnread(db, requireMember(member).id) });
  const messages: CallHandler<'messages'> = async ({ query, member, language, brand }) => listMessages(db, requireMember(member).id, query, language, moneyFormatOf(brand, language));
  const readMessages: CallHandler<'readMessages'> = async ({ body, member }) => markMessagesRead(db, requireMember(member).id, body);
  const marketingPreference: CallHandler<'marketingPreference'> = ({ member }) => marketingPreferenceOf(db, requireMember(member).id);
  const setMarketingPreference: CallHandler<'setMarketingPreference'> = ({ body, member }) => storeMarketingPreference(db, requireMember(member).id, body.marketingMessages);
  return { unreadCount, messages, readMessages, marketingPreference, setMarketingPreference };
}
