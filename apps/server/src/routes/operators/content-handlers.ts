import type { FastifyInstance } from 'fastify';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { announcementBrandOf, listOperatorAnnouncements, removeAnnouncement, saveAnnouncement } from '../../modules/content/announcements-operator';
import { textsInBrandLanguages } from '../../lib/brands';
import { auditorOf, brandIdsInView } from '../../modules/operators/accounts';
import { knownBrandOf, requireRowBrand, signedIn } from './operator-scope';

/**
 * The handlers of the contract's contentOperatorCalls (packages/contract/src/calls/operators-content.ts): the brand's
 * announcements and popups. Another brand's announcement does not exist for an operator limited to some brands.
 */
export function contentOperatorHandlers(app: FastifyInstance): CallHandlers {
  const { db } = app.database;

  const operatorAnnouncements: CallHandler<'operatorAnnouncements'> = ({ operator, query }) => {
    const { brandId, ...page } = query;
    return listOperatorAnnouncements(db, brandIdsInView(signedIn(operator), app.brands.all, brandId), page);
  };
  const operatorSaveAnnouncement: CallHandler<'operatorSaveAnnouncement'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brand = knownBrandOf(app.brands, me, body.brandId);
    if (body.id !== undefined) requireRowBrand(app.brands, me, await announcementBrandOf(db, body.id), { announcement: body.id });
    return saveAnnouncement(db, auditorOf(me, ip), { ...body, ...textsInBrandLanguages(brand, { title: body.title, content: body.content }), brandId: brand.id });
  };
  const operatorRemoveAnnouncement: CallHandler<'operatorRemoveAnnouncement'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    requireRowBrand(app.brands, me, await announcementBrandOf(db, body.id), { announcement: body.id });
    return removeAnnouncement(db, auditorOf(me, ip), body.id);
  };
  return { operatorAnnouncements, operatorSaveAnnouncement, operatorRemoveAnnouncement };
}
