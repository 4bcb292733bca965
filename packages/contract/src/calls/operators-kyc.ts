import * as kyc from '../kyc';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls (issue 30): the identity verification queue. Documents are personal data: listing, viewing and
 * deciding need risk.write (every view audited); the brand's enforcement is a brand setting (settings.write).
 */
export const kycOperatorCalls = {
  operatorKycQueue: call({ method: 'GET', path: opsPath('/kyc'), ...signedInOperator, permission: 'risk.write', query: kyc.kycQueueQuerySchema, response: kyc.kycQueueValueSchema }),
  operatorKycDocument: call({ method: 'GET', path: opsPath('/kyc/document'), ...signedInOperator, permission: 'risk.write', query: kyc.kycDocumentQuerySchema, response: kyc.kycDocumentValueSchema }),
  operatorKycDecide: call({ method: 'POST', path: opsPath('/kyc/decide'), ...signedInOperator, permission: 'risk.write', body: kyc.kycDecideBodySchema, response: kyc.kycSubmissionSchema }),
  operatorKycSettings: call({ method: 'GET', path: opsPath('/kyc/settings'), ...signedInOperator, permission: 'risk.write', query: kyc.kycSettingsQuerySchema, response: kyc.kycSettingsValueSchema }),
  operatorSetKycSettings: call({ method: 'POST', path: opsPath('/kyc/settings'), ...signedInOperator, permission: 'settings.write', body: kyc.setKycSettingsBodySchema, response: kyc.kycSettingsValueSchema }),
} satisfies Record<string, CallDef>;
