import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import type { SignedInOperator } from '../../lib/operator-token';
import { listLockEvents } from '../../modules/accounts/lock-events';
import { listStatusOverrides, setStatusOverride } from '../../modules/content/site-status';
import { pickProblem, playTypesOf } from '@app/contract/lottery-rules';
import { drawView } from '../../modules/lottery/draws';
import { confirmResult, enterResult, officialResultOf, officialResultsBoard, rejectResult, setResultSource } from '../../modules/lottery/official-results';
import { drawExposure, drawLiabilities, EVERY_PICK, listNumberCaps, listOdds, setNumberCap, setOdds } from '../../modules/lottery/risk';
import { auditorOf, brandIdsInView, brandsOf } from '../../modules/operators/accounts';
import { knownBrandOf, requireEveryBrand, signedIn } from './operator-scope';
import { withdrawalProof } from '../../modules/wallet/withdrawals/operator';

/** The handlers of the contract's platformOperatorCalls (packages/contract/src/calls/operators-platform.ts). */
export function platformOperatorHandlers(app: FastifyInstance, deps: { dataDir: string }): CallHandlers {
  const { db } = app.database;
  const knownBrand = (operator: SignedInOperator, brandId: string) => knownBrandOf(app.brands, operator, brandId);

  const operatorSiteStatus: CallHandler<'operatorSiteStatus'> = async ({ operator }) => {
    const overrides = await listStatusOverrides(db);
    return { list: brandsOf(signedIn(operator), app.brands.all).map((b) => ({ brandId: b.id, file: b.status, override: overrides.find((r) => r.brandId === b.id)?.status ?? null })) };
  };
  const operatorSetSiteStatus: CallHandler<'operatorSetSiteStatus'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    knownBrand(me, body.brandId);
    await setStatusOverride(db, auditorOf(me, ip), body.brandId, body.status);
    app.siteStatus.forget(body.brandId);
    return { brandId: body.brandId, status: body.status };
  };
  const operatorLockEvents: CallHandler<'operatorLockEvents'> = async ({ operator, query }) => ({
    list: await listLockEvents(db, { brandIds: brandIdsInView(signedIn(operator), app.brands.all, query.brandId), username: query.username, limit: query.limit }),
  });
  const operatorWithdrawalProof: CallHandler<'operatorWithdrawalProof'> = async ({ operator, query }) => {
    const proof = await withdrawalProof(db, deps.dataDir, query.id, query.kind);
    // another brand's withdrawal does not exist for this operator
    if (!proof || !brandIdsInView(signedIn(operator), app.brands.all, proof.brandId).length) throw new AppError('NOT_FOUND', { proof: query.id });
    return { contentType: proof.contentType, base64: proof.bytes.toString('base64') };
  };
  const operatorCancelDraw: CallHandler<'operatorCancelDraw'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    requireEveryBrand(me);
    await app.lottery.game(body.gameCode);
    const { draw, refund } = await app.lottery.cancelDraw(body.gameCode, body.drawNo, body.reason, auditorOf(me, ip));
    return { draw: drawView(draw), refund };
  };
  const operatorSettleDraw: CallHandler<'operatorSettleDraw'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    requireEveryBrand(me);
    return { job: await app.lottery.settle(body.gameCode, body.drawNo, auditorOf(me, ip)) };
  };

  const operatorLotteryRiskGames: CallHandler<'operatorLotteryRiskGames'> = async () => ({
    list: [...(await app.lottery.games()).values()].map((g) => ({ code: g.code, name: g.name, layout: g.layout, playTypes: playTypesOf(g.layout) })),
  });
  const operatorLotteryExposure: CallHandler<'operatorLotteryExposure'> = async ({ operator, query }) => {
    knownBrand(signedIn(operator), query.brandId);
    await app.lottery.game(query.gameCode);
    const exposure = await drawExposure(db, query.brandId, query.gameCode, query.drawNo, query.limit);
    if (!exposure) return { brandId: query.brandId, gameCode: query.gameCode, draw: null, caps: await listNumberCaps(db, query.brandId, query.gameCode) };
    const { caps, gameCode, ...draw } = exposure;
    return { brandId: query.brandId, gameCode, draw, caps };
  };
  const operatorLotteryLiability: CallHandler<'operatorLotteryLiability'> = async ({ operator, query }) => {
    knownBrand(signedIn(operator), query.brandId);
    await app.lottery.game(query.gameCode);
    return { brandId: query.brandId, gameCode: query.gameCode, list: await drawLiabilities(db, query.brandId, query.gameCode, query.limit) };
  };
  const operatorSetLotteryCap: CallHandler<'operatorSetLotteryCap'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    knownBrand(me, body.brandId);
    const game = await app.lottery.game(body.gameCode);
    if (!playTypesOf(game.layout).includes(body.playType)) throw new AppError('INVALID_PLAY_TYPE', { gameCode: game.code, playType: body.playType });
    const problem = body.pick === EVERY_PICK ? null : pickProblem(body.playType, body.pick);
    if (problem) throw new AppError('INVALID_SELECTION', problem);
    await setNumberCap(db, auditorOf(me, ip), { brandId: body.brandId, gameCode: game.code, playType: body.playType, pick: body.pick, capMinor: body.capMinor });
    return { caps: await listNumberCaps(db, body.brandId, game.code) };
  };
  const operatorLotteryOdds: CallHandler<'operatorLotteryOdds'> = async ({ operator, query }) => {
    knownBrand(signedIn(operator), query.brandId);
    return { brandId: query.brandId, list: await listOdds(db, query.brandId) };
  };
  const operatorSetLotteryOdds: CallHandler<'operatorSetLotteryOdds'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    knownBrand(me, body.brandId);
    await setOdds(db, auditorOf(me, ip), body);
    // this process takes the new odds at once; others within the engine's cache time
    app.lottery.forgetOdds(body.brandId);
    return { brandId: body.brandId, list: await listOdds(db, body.brandId) };
  };

  const resultsBoard = async () => officialResultsBoard(db, [...(await app.lottery.games()).values()], app.lottery.now());
  const operatorLotteryResults: CallHandler<'operatorLotteryResults'> = () => resultsBoard();
  const operatorSetLotteryResultSource: CallHandler<'operatorSetLotteryResultSource'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    requireEveryBrand(me);
    await setResultSource(db, auditorOf(me, ip), await app.lottery.game(body.gameCode), body.source);
    // this process's scheduler follows at once; another within the engine's cache time (switch before the draw time)
    app.lottery.invalidate();
    return resultsBoard();
  };
  const operatorEnterLotteryResult: CallHandler<'operatorEnterLotteryResult'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    requireEveryBrand(me);
    const game = await app.lottery.game(body.gameCode);
    return enterResult(db, auditorOf(me, ip), game, body.drawNo, officialResultOf(game, body.prizes), app.lottery.now());
  };
  const operatorConfirmLotteryResult: CallHandler<'operatorConfirmLotteryResult'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    requireEveryBrand(me);
    const drawn = await confirmResult(db, auditorOf(me, ip), await app.lottery.game(body.gameCode), body.drawNo, app.lottery.now());
    // settled at once, as the scheduler's next tick would (a failure there is resumed by the scheduler)
    const job = await app.lottery.moneyJob(drawn).catch((error: unknown) => {
      app.log.warn({ err: error, gameCode: body.gameCode, drawNo: body.drawNo }, 'settlement after an official result failed; the scheduler resumes it');
      return null;
    });
    return { draw: drawView((await app.lottery.findDraw(body.gameCode, body.drawNo)) ?? drawn), job };
  };
  const operatorRejectLotteryResult: CallHandler<'operatorRejectLotteryResult'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    requireEveryBrand(me);
    await rejectResult(db, auditorOf(me, ip), await app.lottery.game(body.gameCode), body.drawNo, body.reason, app.lottery.now());
    return resultsBoard();
  };

  return {
    operatorLotteryResults,
    operatorSetLotteryResultSource,
    operatorEnterLotteryResult,
    operatorConfirmLotteryResult,
    operatorRejectLotteryResult,
    operatorSiteStatus,
    operatorSetSiteStatus,
    operatorLockEvents,
    operatorWithdrawalProof,
    operatorCancelDraw,
    operatorSettleDraw,
    operatorLotteryRiskGames,
    operatorLotteryExposure,
    operatorLotteryLiability,
    operatorSetLotteryCap,
    operatorLotteryOdds,
    operatorSetLotteryOdds,
  };
}
