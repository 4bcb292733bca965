import type { FastifyInstance } from 'fastify';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { recordAudit } from '../../modules/audit/operator-audit';
import { storeUploadedImage } from '../../modules/content/uploaded-images';
import { catalogueGames, catalogueProviders, updateCatalogueGame, updateCatalogueProvider } from '../../modules/games/catalogue-operator';
import { auditorOf } from '../../modules/operators/accounts';
import { knownBrandOf, signedIn } from './operator-scope';

/**
 * The handlers of the contract's catalogueOperatorCalls (packages/contract/src/calls/operators-catalogue.ts): a
 * brand's providers and games. An operator limited to some brands reads and changes only theirs.
 */
export function catalogueOperatorHandlers(app: FastifyInstance, deps: { dataDir: string }): CallHandlers {
  const { db } = app.database;
  const operatorCatalogueProviders: CallHandler<'operatorCatalogueProviders'> = ({ operator, query }) => catalogueProviders(db, knownBrandOf(app.brands, signedIn(operator), query.brandId).id);
  const operatorUpdateCatalogueProvider: CallHandler<'operatorUpdateCatalogueProvider'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const { brandId, ...change } = body;
    return updateCatalogueProvider(db, auditorOf(me, ip), knownBrandOf(app.brands, me, brandId).id, change);
  };
  const operatorCatalogueGames: CallHandler<'operatorCatalogueGames'> = ({ operator, query }) => {
    knownBrandOf(app.brands, signedIn(operator), query.brandId);
    return catalogueGames(db, query);
  };
  const operatorUpdateCatalogueGame: CallHandler<'operatorUpdateCatalogueGame'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    knownBrandOf(app.brands, me, body.brandId);
    return updateCatalogueGame(db, auditorOf(me, ip), body);
  };
  /** a game's picture: checked, resized and stripped like a promotion's (uploaded-images.ts), audited with its size */
  const operatorUploadGameImage: CallHandler<'operatorUploadGameImage'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brandId = knownBrandOf(app.brands, me, body.brandId).id;
    const stored = await storeUploadedImage(deps.dataDir, body.image);
    await recordAudit(db, auditorOf(me, ip), { brandId, action: 'catalogue-game.image', target: stored.path, detail: { width: stored.width, height: stored.height, bytes: stored.bytes } });
    return stored;
  };
  return { operatorCatalogueProviders, operatorUpdateCatalogueProvider, operatorCatalogueGames, operatorUpdateCatalogueGame, operatorUploadGameImage };
}
