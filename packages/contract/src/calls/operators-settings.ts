import * as settings from '../operators-settings';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls (issue 29): a brand's wallet and withdrawal limits and its deposit channels. Merged into the operator
 * table (operators.ts); reading them needs dashboard.read, changing them settings.write.
 */
export const settingsOperatorCalls = {
  operatorMoneySettings: call({ method: 'GET', path: opsPath('/settings/money'), ...signedInOperator, permission: 'dashboard.read', query: settings.moneySettingsQuerySchema, response: settings.moneySettingsValueSchema }),
  operatorSetWalletLimits: call({ method: 'POST', path: opsPath('/settings/wallet-limits'), ...signedInOperator, permission: 'settings.write', body: settings.setWalletLimitsBodySchema, response: settings.moneySettingsValueSchema }),
  operatorSetDepositChannel: call({ method: 'POST', path: opsPath('/settings/deposit-channel'), ...signedInOperator, permission: 'settings.write', body: settings.setDepositChannelBodySchema, response: settings.moneySettingsValueSchema }),
  operatorBrandTexts: call({ method: 'GET', path: opsPath('/settings/brand-texts'), ...signedInOperator, permission: 'dashboard.read', query: settings.moneySettingsQuerySchema, response: settings.brandTextsValueSchema }),
  operatorSetBrandTexts: call({ method: 'POST', path: opsPath('/settings/brand-texts'), ...signedInOperator, permission: 'settings.write', body: settings.setBrandTextsBodySchema, response: settings.brandTextsValueSchema }),
  // the brand's banners per page (marketing's, like the pictures they upload)
  operatorBrandBanners: call({ method: 'GET', path: opsPath('/settings/banners'), ...signedInOperator, permission: 'marketing.write', query: settings.moneySettingsQuerySchema, response: settings.brandBannersValueSchema }),
  operatorSetBrandBanners: call({ method: 'POST', path: opsPath('/settings/banners'), ...signedInOperator, permission: 'marketing.write', body: settings.setBrandBannersBodySchema, response: settings.brandBannersValueSchema }),
  // the brand's account security (issue 31): agents must enrol an authenticator before the agent centre answers
  operatorBrandSecurity: call({ method: 'GET', path: opsPath('/settings/security'), ...signedInOperator, permission: 'dashboard.read', query: settings.moneySettingsQuerySchema, response: settings.brandSecurityValueSchema }),
  operatorSetBrandSecurity: call({ method: 'POST', path: opsPath('/settings/security'), ...signedInOperator, permission: 'settings.write', body: settings.setBrandSecurityBodySchema, response: settings.brandSecurityValueSchema }),
} satisfies Record<string, CallDef>;
