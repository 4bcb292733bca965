import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { play, playSession, rotateSessionSeed, setSessionClientSeed } from '../../modules/inhouse/play';
import { roundsOwner, roundsPage, verifyRecordedRound, verifyTypedRound } from '../../modules/inhouse/rounds';
import { inhouseRulesOf } from '../../modules/inhouse/rules';
import { effectivePack } from '../../modules/responsible-gaming/packs';

/** The in-house games' calls: rules, the play page's session, rounds and seeds, round history and verification. */
export function inhouseHandlers(db: Db): CallHandlers {
  const inhouseRules: CallHandler<'inhouseRules'> = ({ brand }) => inhouseRulesOf(db, brand);
  const inhouseSession: CallHandler<'inhouseSession'> = ({ body, request }) => playSession(db, body.session, request.server.brands);
  const inhousePlay: CallHandler<'inhousePlay'> = ({ body, request }) => {
    const { brands } = request.server;
    // the launch's brand, whose pack sets the pacing and the reality check
    return play(db, body, (brandId) => effectivePack(db, brands, brands.byId(brandId) ?? request.brand), brands);
  };
  const inhouseClientSeed: CallHandler<'inhouseClientSeed'> = ({ body }) => setSessionClientSeed(db, body.session, body.clientSeed);
  const inhouseRotateSeed: CallHandler<'inhouseRotateSeed'> = ({ body }) => rotateSessionSeed(db, body.session, body.clientSeed);
  const inhouseRounds: CallHandler<'inhouseRounds'> = async ({ query, member, request }) =>
    roundsPage(db, await roundsOwner(db, query.session, member?.id ?? null), query, request.server.brands);
  const inhouseVerify: CallHandler<'inhouseVerify'> = async ({ body, member, brand, request }) =>
    'roundId' in body ? verifyRecordedRound(db, body, member?.id ?? null, request.server.brands) : verifyTypedRound(body, brand);

  return { inhouseRules, inhouseSession, inhousePlay, inhouseClientSeed, inhouseRotateSeed, inhouseRounds, inhouseVerify };
}
