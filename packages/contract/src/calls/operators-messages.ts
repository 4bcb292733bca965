import * as messages from '../operators-messages';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls (issue 29): platform messages to one player, a list or a segment of a brand, counted before they
 * are sent, sent once per recipient by the message sender (one server process at a time). Merged into the operator
 * table (operators.ts); every call needs marketing.write, but the email deliveries (players.read).
 */
export const messagesOperatorCalls = {
  operatorMessageCampaigns: call({ method: 'GET', path: opsPath('/messages'), ...signedInOperator, permission: 'marketing.write', query: messages.messageCampaignsQuerySchema, response: messages.messageCampaignsValueSchema }),
  operatorMessageCampaign: call({ method: 'GET', path: opsPath('/messages/detail'), ...signedInOperator, permission: 'marketing.write', query: messages.messageCampaignQuerySchema, response: messages.messageCampaignDetailSchema }),
  // a count: no change, but the audience (a list of usernames) travels in the body
  operatorPreviewMessageAudience: call({ method: 'POST', path: opsPath('/messages/preview'), ...signedInOperator, permission: 'marketing.write', body: messages.previewMessageAudienceBodySchema, response: messages.messageAudienceCountSchema }),
  operatorCreateMessageCampaign: call({ method: 'POST', path: opsPath('/messages'), ...signedInOperator, permission: 'marketing.write', body: messages.createMessageCampaignBodySchema, response: messages.createdMessageCampaignSchema }),
  operatorSendMessageCampaign: call({ method: 'POST', path: opsPath('/messages/send'), ...signedInOperator, permission: 'marketing.write', body: messages.messageCampaignIdBodySchema, response: messages.messageCampaignSchema }),
  operatorCancelMessageCampaign: call({ method: 'POST', path: opsPath('/messages/cancel'), ...signedInOperator, permission: 'marketing.write', body: messages.messageCampaignIdBodySchema, response: messages.messageCampaignSchema }),
  // what the mail server took, is trying again, or refused (support answers "I got no email" from it)
  operatorEmailDeliveries: call({ method: 'GET', path: opsPath('/messages/emails'), ...signedInOperator, permission: 'players.read', query: messages.emailDeliveriesQuerySchema, response: messages.emailDeliveriesValueSchema }),
} satisfies Record<string, CallDef>;
