import * as catalogue from '../operators-catalogue';
import { PROMOTION_IMAGE_MAX_BYTES, uploadedImageValueSchema, uploadPromotionImageBodySchema } from '../operators-marketing';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls (issue 29): the game catalogue of a brand (providers and games, their switches, order, flags,
 * pictures and maintenance windows). Merged into the operator table (operators.ts); reading needs dashboard.read,
 * changing settings.write (the brand's settings, like its limits and texts).
 */
export const catalogueOperatorCalls = {
  operatorCatalogueProviders: call({ method: 'GET', path: opsPath('/catalogue/providers'), ...signedInOperator, permission: 'dashboard.read', query: catalogue.catalogueBrandQuerySchema, response: catalogue.catalogueProvidersValueSchema }),
  operatorUpdateCatalogueProvider: call({ method: 'POST', path: opsPath('/catalogue/providers'), ...signedInOperator, permission: 'settings.write', body: catalogue.updateCatalogueProviderBodySchema, response: catalogue.catalogueProviderSchema }),
  operatorCatalogueGames: call({ method: 'GET', path: opsPath('/catalogue/games'), ...signedInOperator, permission: 'dashboard.read', query: catalogue.catalogueGamesQuerySchema, response: catalogue.catalogueGamesValueSchema }),
  operatorUpdateCatalogueGame: call({ method: 'POST', path: opsPath('/catalogue/games'), ...signedInOperator, permission: 'settings.write', body: catalogue.updateCatalogueGameBodySchema, response: catalogue.catalogueGameSchema }),
  operatorUploadGameImage: call({ method: 'POST', path: opsPath('/catalogue/games/image'), ...signedInOperator, permission: 'settings.write', maxBodyBytes: Math.ceil((PROMOTION_IMAGE_MAX_BYTES * 4) / 3) + 4096, body: uploadPromotionImageBodySchema, response: uploadedImageValueSchema }),
} satisfies Record<string, CallDef>;
