import type { BrandConfig, Language } from '@app/contract/brand';
import { formatMoney } from '@app/contract/money';
import type { ResponsibleGamingPack } from '@app/contract/responsible-gaming-pack';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositChannels } from '../../db/schema';
import { escapeHtml } from '../../lib/index-html';
import { walletSettingsOf } from '../wallet/settings';

/**
 * The values of the `{{token}}`s help articles may hold (seed/help-articles.ts, or an operator's article), read from
 * the brand, its wallet settings and channels and the responsible-gaming pack in force: an article states today's
 * figures. Values are HTML (escaped where they come from data).
 */
export async function helpTokens(db: Db, brand: BrandConfig, pack: ResponsibleGamingPack, language: Language): Promise<Record<string, string>> {
  const en = language === 'EN';
  const money = (minor: number) => escapeHtml(formatMoney(minor, brand.currencySymbol));
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
      : `<p>${en ? 'No payment channel is open right now.' : 'Walang bukas na payment channel ngayon.'}</p>`,
    rg_helpline: escapeHtml(pack.texts.helpline[language] || pack.texts.helpline.EN),
    rg_cooling_off_hours: String(pack.limits.coolingOffHours),
    rg_min_age: String(pack.age.minimum),
    rg_reality_check: reality
      ? en
        ? `every ${reality.defaultMinutes} minutes unless you choose another interval from ${reality.minMinutes} to ${reality.maxMinutes} minutes`
        : `bawat ${reality.defaultMinutes} minuto maliban kung pumili ka ng ibang pagitan mula ${reality.minMinutes} hanggang ${reality.maxMinutes} minuto`
      : en
        ? 'where the site offers it'
        : 'kung inaalok ito ng site',
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
