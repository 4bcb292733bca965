import type { BrandConfig, Language } from '@app/contract/brand';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { installIdOf } from '../../modules/accounts/shared-identity';
import { effectivePack } from '../../modules/responsible-gaming/packs';

/**
 * What a registration takes from its call (the register calls, and an agent registering a downline): the body, the
 * brand, who sends it, and the age rule of the brand's pack in force (the operator may have switched it).
 */
export async function registrationContext<Body>(db: Db, call: { body: Body; brand: BrandConfig; language: Language; ip: string; request: FastifyRequest }) {
  const { body, brand, language, ip, request } = call;
  return { body, brand, language, ip, userAgent: request.headers['user-agent'], installId: installIdOf(request.headers), ageRule: (await effectivePack(db, request.server.brands, brand)).age };
}
