import type { Language } from '@app/contract/brand';
import type { Db } from '../../db/client';
import type { CallContext, CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember } from '../../lib/roles';
import type { Catalogue } from '../../modules/games/catalogue/catalogue';
import { launchGame as launch } from '../../modules/games/launch';
import type { ProviderAvailability } from '../../modules/games/providers/registry';

export function launchHandlers(db: Db, catalogue: Catalogue, available: ProviderAvailability): CallHandlers {
  const launchIn = ({ body, brand, member, request }: CallContext<'launchGame'>, language: Language) =>
    launch(db, catalogue, available, {
      body,
      brand,
      member: requireMember(member),
      sessionToken: request.headers.token,
      ownOrigin: `${request.protocol}://${request.host}`,
      language,
    });

  // v1: the body's language, else the request's (Language header or the brand default)
  const launchGame: CallHandler<'launchGame'> = (ctx) => launchIn(ctx, ctx.body.language ?? ctx.language);
  // v2: the Language header decides
  const launchGameV2: CallHandler<'launchGameV2'> = (ctx) => launchIn(ctx as unknown as CallContext<'launchGame'>, ctx.language);

  return { launchGame, launchGameV2 };
}
