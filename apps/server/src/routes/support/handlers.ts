import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember } from '../../lib/roles';
import {
  memberAttachment,
  memberConversations,
  memberSupportMessage,
  memberThread,
  openSupportConversation,
  supportTopics as topicsOf,
} from '../../modules/support/conversations';
import { customerServiceLinkOf } from '../../modules/support/customer-service-link';

/** The support desk's player side (any logged-in account); the operators answer from /ops/support. */
export function supportHandlers(deps: { db: Db; dataDir: string }): CallHandlers {
  const { db, dataDir } = deps;
  const who = (member: Parameters<typeof requireMember>[0]) => {
    const m = requireMember(member);
    return { id: m.id, brandId: m.brandId };
  };
  const supportTopics: CallHandler<'supportTopics'> = ({ brand }) => ({ topics: topicsOf(brand) });
  const supportConversations: CallHandler<'supportConversations'> = ({ member }) => memberConversations(db, who(member));
  const supportOpen: CallHandler<'supportOpen'> = ({ body, member, brand }) => openSupportConversation(db, dataDir, who(member), body, topicsOf(brand));
  const supportThread: CallHandler<'supportThread'> = ({ query, member }) => memberThread(db, who(member), query.conversationId);
  const supportSend: CallHandler<'supportSend'> = ({ body, member }) => memberSupportMessage(db, dataDir, who(member), body);
  const supportAttachment: CallHandler<'supportAttachment'> = ({ query, member }) => memberAttachment(db, dataDir, who(member), query.messageId);
  const customerServiceLink: CallHandler<'customerServiceLink'> = ({ brand, member }) => customerServiceLinkOf(db, brand, member?.id ?? null);
  return { customerServiceLink, supportTopics, supportConversations, supportOpen, supportThread, supportSend, supportAttachment };
}
