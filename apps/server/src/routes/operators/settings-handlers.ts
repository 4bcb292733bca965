import type { FastifyInstance } from 'fastify';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { brandBanners, brandSecurity, brandTexts, setBrandBanners, setBrandSecurity, setBrandTexts } from '../../modules/content/brand-overrides';
import { auditorOf } from '../../modules/operators/accounts';
import { moneySettings, setDepositChannel, setWalletLimits } from '../../modules/wallet/money-settings';
import { knownBrandOf, signedIn } from './operator-scope';

/**
 * The handlers of the contract's settingsOperatorCalls (packages/contract/src/calls/operators-settings.ts): a brand's
 * wallet limits and deposit channels. An operator limited to some brands reads and changes only theirs.
 */
export function settingsOperatorHandlers(app: FastifyInstance): CallHandlers {
  const { db } = app.database;
  const operatorMoneySettings: CallHandler<'operatorMoneySettings'> = ({ operator, query }) => moneySettings(db, knownBrandOf(app.brands, signedIn(operator), query.brandId).id);
  const operatorSetWalletLimits: CallHandler<'operatorSetWalletLimits'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return setWalletLimits(db, auditorOf(me, ip), knownBrandOf(app.brands, me, body.brandId).id, body.limits);
  };
  const operatorSetDepositChannel: CallHandler<'operatorSetDepositChannel'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const { brandId, ...change } = body;
    return setDepositChannel(db, auditorOf(me, ip), knownBrandOf(app.brands, me, brandId).id, change);
  };
  const operatorBrandTexts: CallHandler<'operatorBrandTexts'> = ({ operator, query }) => brandTexts(db, app.brands, knownBrandOf(app.brands, signedIn(operator), query.brandId).id);
  const operatorSetBrandTexts: CallHandler<'operatorSetBrandTexts'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return setBrandTexts(db, app.brands, auditorOf(me, ip), knownBrandOf(app.brands, me, body.brandId).id, body.texts);
  };
  const operatorBrandBanners: CallHandler<'operatorBrandBanners'> = ({ operator, query }) => brandBanners(db, app.brands, knownBrandOf(app.brands, signedIn(operator), query.brandId).id);
  const operatorSetBrandBanners: CallHandler<'operatorSetBrandBanners'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return setBrandBanners(db, app.brands, auditorOf(me, ip), knownBrandOf(app.brands, me, body.brandId).id, body.banners);
  };
  // the brand's account security (issue 31)
  const operatorBrandSecurity: CallHandler<'operatorBrandSecurity'> = ({ operator, query }) => brandSecurity(db, app.brands, knownBrandOf(app.brands, signedIn(operator), query.brandId).id);
  const operatorSetBrandSecurity: CallHandler<'operatorSetBrandSecurity'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return setBrandSecurity(db, app.brands, auditorOf(me, ip), knownBrandOf(app.brands, me, body.brandId).id, body.security);
  };
  return {
    operatorMoneySettings,
    operatorSetWalletLimits,
    operatorSetDepositChannel,
    operatorBrandTexts,
    operatorSetBrandTexts,
    operatorBrandBanners,
    operatorSetBrandBanners,
    operatorBrandSecurity,
    operatorSetBrandSecurity,
  };
}
