import type { FastifyInstance } from 'fastify';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { emailDeliveriesOf } from '../../modules/accounts/email-delivery';
import type { MessageSender } from '../../modules/inbox/campaign-sender';
import { campaignBrandOf, campaignDetail, campaignView, cancelCampaign, countAudience, createCampaign, listCampaigns, sendDraft } from '../../modules/inbox/campaigns';
import { auditorOf, brandIdsInView } from '../../modules/operators/accounts';
import { knownBrandOf, requireRowBrand, signedIn } from './operator-scope';

/**
 * The handlers of the contract's messagesOperatorCalls (packages/contract/src/calls/operators-messages.ts): message
 * campaigns of a brand. An operator limited to some brands sees and sends only theirs (another brand's campaign does
 * not exist for them). A send that starts wakes the message sender.
 */
export function messagesOperatorHandlers(app: FastifyInstance, deps: { sender: MessageSender }): CallHandlers {
  const { db } = app.database;
  /** a campaign of a brand outside the operator's is refused as not found (one that does not exist, by the module) */
  const visibleCampaign = async (operator: Parameters<typeof signedIn>[0], id: number) => requireRowBrand(app.brands, signedIn(operator), await campaignBrandOf(db, id), { id });

  const operatorMessageCampaigns: CallHandler<'operatorMessageCampaigns'> = ({ operator, query }) => {
    const { brandId, ...page } = query;
    return listCampaigns(db, brandIdsInView(signedIn(operator), app.brands.all, brandId), page);
  };
  const operatorMessageCampaign: CallHandler<'operatorMessageCampaign'> = async ({ operator, query }) => {
    await visibleCampaign(operator, query.id);
    return campaignDetail(db, query.id);
  };
  const operatorPreviewMessageAudience: CallHandler<'operatorPreviewMessageAudience'> = ({ operator, body }) =>
    countAudience(db, knownBrandOf(app.brands, signedIn(operator), body.brandId).id, body.kind, body.audience);
  const operatorCreateMessageCampaign: CallHandler<'operatorCreateMessageCampaign'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brand = knownBrandOf(app.brands, me, body.brandId);
    const { campaign, duplicate } = await createCampaign(db, auditorOf(me, ip), { ...body, brandId: brand.id, languages: brand.languages });
    if (campaign.status === 'sending') deps.sender.wake();
    return { ...campaignView(campaign), duplicate };
  };
  const operatorSendMessageCampaign: CallHandler<'operatorSendMessageCampaign'> = async ({ operator, body, ip }) => {
    await visibleCampaign(operator, body.id);
    const campaign = await sendDraft(db, auditorOf(signedIn(operator), ip), body.id);
    if (campaign.status === 'sending') deps.sender.wake();
    return campaignView(campaign);
  };
  const operatorCancelMessageCampaign: CallHandler<'operatorCancelMessageCampaign'> = async ({ operator, body, ip }) => {
    await visibleCampaign(operator, body.id);
    return campaignView(await cancelCampaign(db, auditorOf(signedIn(operator), ip), body.id));
  };
  const operatorEmailDeliveries: CallHandler<'operatorEmailDeliveries'> = ({ operator, query }) => {
    const me = signedIn(operator);
    if (query.brandId) knownBrandOf(app.brands, me, query.brandId);
    return emailDeliveriesOf(db, brandIdsInView(me, app.brands.all, query.brandId), query);
  };
  return { operatorMessageCampaigns, operatorMessageCampaign, operatorPreviewMessageAudience, operatorCreateMessageCampaign, operatorSendMessageCampaign, operatorCancelMessageCampaign, operatorEmailDeliveries };
}
