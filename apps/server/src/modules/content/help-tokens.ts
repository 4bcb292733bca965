import { type BrandConfig, type Language, moneyFormatOf, textIn } from '@app/contract/brand';
import { formatMoney } from '@app/contract/money';
import type { ResponsibleGamingPack } from '@app/contract/responsible-gaming-pack';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositChannels } from '../../db/schema';
import { escapeHtml } from '../../lib/index-html';
import { walletSettingsOf } from '../wallet/settings';

/** The tokens' words per language. */
const tokenTexts: Record<Language, { noChannel: string; realityEvery: (every: number, min: number, max: number) => string; realityWhereOffered: string }> = {
  EN: {
    noChannel: 'No payment channel is open right now.',
    realityEvery: (every, min, max) => `every ${every} minutes unless you choose another interval from ${min} to ${max} minutes`,
    realityWhereOffered: 'where the site offers it',
  },
  TY: {
    noChannel: 'Walang bukas na payment channel ngayon.',
    realityEvery: (every, min, max) => `bawat ${every} minuto maliban kung pumili ka ng ibang pagitan mula ${min} hanggang ${max} minuto`,
    realityWhereOffered: 'kung inaalok ito ng site',
  },
  vi: {
    noChannel: 'Hiện chưa có kênh thanh toán nào đang mở.',
    realityEvery: (every, min, max) => `mỗi ${every} phút, trừ khi bạn chọn một khoảng khác từ ${min} đến ${max} phút`,
    realityWhereOffered: 'khi trang web có cung cấp',
  },
};

/**
 * The values of the `{{token}}`s help articles may hold (seed/help-articles.ts, or an operator's article), read from
 * the brand, its wallet settings and channels and the responsible-gaming pack in force: an article states today's
 * figures. Values are HTML (escaped where they come from data).
 */
export async function helpTokens(db: Db, brand: BrandConfig, pack: ResponsibleGamingPack, language: Language): Promise<Record<string, string>> {
  const format = moneyFormatOf(brand, language);
  const money = (minor: number) => escapeHtml(formatMoney(minor, format));
  const [settings, channels] = await Promise.all([
    walletSettingsOf(db, brand.id).catch(() => null),
    db
      .select()
      .from(depositChannels)
      .where(and(eq(depositChannels.brandId, brand.id), eq(depositChannels.enabled, true)))
      .orderBy(asc(depositChannels.sort), asc(depositChannels.id)),
  ]);
  const reality = pack.realityCheck;
  const tokens: Record<string, string> = {
    brand: escapeHtml(brand.name),
    deposit_channels: channels.length
      ? `<ul>${channels.map((c) => `<li>${escapeHtml(c.name)}: ${money(c.minMinor)} – ${money(c.maxMinor)}</li>`).join('')}</ul>`
      : `<p>${tokenTexts[language].noChannel}</p>`,
    rg_helpline: escapeHtml(textIn(pack.texts.helpline, language, brand.defaultLanguage)),
    rg_cooling_off_hours: String(pack.limits.coolingOffHours),
    rg_min_age: String(pack.age.minimum),
    rg_reality_check: reality ? tokenTexts[language].realityEvery(reality.defaultMinutes, reality.minMinutes, reality.maxMinutes) : tokenTexts[language].realityWhereOffered,
  };
  if (settings) {
    Object.assign(tokens, {
      withdraw_min: money(settings.withdrawMinMinor),
      withdraw_max: money(settings.withdrawMaxMinor),
      withdraw_daily_count: String(settings.withdrawDailyCount),
      turnover_percent: `${settings.turnoverPercent}%`,
      auto_receive_minutes: String(settings.autoReceiveMinutes),
      deposit_expiry_minutes: String(settings.depositExpiryMinutes),
      max_bank_cards: String(settings.maxBankCards),
    });
  }
  return tokens;
}

/** Fills in `{{token}}`s; an unknown token is dropped rather than shown to a player. */
export const fillTokens = (html: string, tokens: Record<string, string>) => html.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_, name: string) => tokens[name] ?? '');
