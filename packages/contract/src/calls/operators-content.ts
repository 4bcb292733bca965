import * as content from '../operators-content';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls (issue 29) of the brand's announcements and popups: listed by state, written or changed with their
 * schedule and audience, removed. Merged into the operator table (operators.ts); marketing.write, like promotions.
 */
export const contentOperatorCalls = {
  operatorAnnouncements: call({ method: 'GET', path: opsPath('/announcements'), ...signedInOperator, permission: 'marketing.write', query: content.announcementsQuerySchema, response: content.announcementsValueSchema }),
  operatorSaveAnnouncement: call({ method: 'POST', path: opsPath('/announcements'), ...signedInOperator, permission: 'marketing.write', body: content.saveAnnouncementBodySchema, response: content.operatorAnnouncementSchema }),
  operatorRemoveAnnouncement: call({ method: 'POST', path: opsPath('/announcements/remove'), ...signedInOperator, permission: 'marketing.write', body: content.removeAnnouncementBodySchema, response: content.operatorAnnouncementSchema }),
} satisfies Record<string, CallDef>;
