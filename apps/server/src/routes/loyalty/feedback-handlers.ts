import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireRealAccount } from '../../lib/roles';
import { listFeedback, submitFeedback } from '../../modules/loyalty/feedback';
import { requestIdOf } from '../wallet/parse';

/** Feedback (module FEEDBACK3): send one (PUT /wps/feedback) and read them with the operator's replies. */
export function feedbackHandlers({ db, dataDir }: { db: Db; dataDir: string }): CallHandlers {
  const feedback: CallHandler<'feedback'> = ({ body, brand, member, request }) =>
    submitFeedback(db, dataDir, { brandId: brand.id, memberId: requireRealAccount(member).id }, { ...body, requestId: requestIdOf(request, body.requestId).key });
  const feedbackList: CallHandler<'feedbackList'> = ({ query, brand, member }) => listFeedback(db, { brandId: brand.id, memberId: requireRealAccount(member).id }, query);
  return { feedback, feedbackList };
}
