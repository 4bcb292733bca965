import type { FastifyInstance } from 'fastify';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireRealAccount } from '../../lib/roles';
import { kycStatusOf, submitKyc, uploadKycFile } from '../../modules/kyc/submissions';

/** The player's identity verification calls (packages/contract/src/calls/kyc.ts). */
export function kycHandlers(app: FastifyInstance, deps: { dataDir: string }): CallHandlers {
  const { db } = app.database;
  const kycStatus: CallHandler<'kycStatus'> = ({ member, brand }) => kycStatusOf(db, app.brands, brand, requireRealAccount(member).id);
  const kycUpload: CallHandler<'kycUpload'> = ({ member, brand, body }) => uploadKycFile(db, deps.dataDir, { id: requireRealAccount(member).id, brandId: brand.id }, body.side, body.file);
  const kycSubmit: CallHandler<'kycSubmit'> = async ({ member, brand, body }) => {
    const id = requireRealAccount(member).id;
    await submitKyc(db, { id, brandId: brand.id }, body.documentType);
    return kycStatusOf(db, app.brands, brand, id);
  };
  return { kycStatus, kycUpload, kycSubmit };
}
