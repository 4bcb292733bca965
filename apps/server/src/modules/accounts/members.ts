import { languageCodeOf } from '@app/contract/language-tag';
import type { BrandConfig, Language } from '@app/contract/brand';
import type { CallValue } from '@app/contract/calls';
import { isKnownAvatar } from '@app/contract/profile';
import { isTrialType, type MemberType } from '@app/contract/session';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { members, vipTiers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskEmail, maskMobile } from '../../lib/masks';
import { clubLabelOf, memberAvatarUrl } from './avatar';
import { validationError } from './field-errors';
import { isPasswordExpired, type MemberRow } from './login-flow';

/** The member of a session; NOT_LOGGED_IN when the account is gone. */
export async function loadMember(db: Db, id: number): Promise<MemberRow> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  if (!row) throw new AppError('NOT_LOGGED_IN');
  return row;
}

/** The brand's account with this (checked) phone number, if any. */
export async function findMemberByPhone(db: Db, brandId: string, phone: { countryDialingCode: string; mobileNum: string }): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobileNum, phone.mobileNum)));
  return row;
}

/** The member centre's account summary, with the upline's account name and the club label of the member's tier. */
export async function memberInfoOf(db: Db, brand: BrandConfig, memberId: number, language: Language): Promise<CallValue<'memberInfo'>> {
  const upline = alias(members, 'upline');
  const [row] = await db
    .select({ member: members, uplineAccount: upline.username, tier: { name: vipTiers.name, color: vipTiers.color, color2: vipTiers.color2 } })
    .from(members)
    .leftJoin(upline, eq(upline.id, members.uplineId))
    .leftJoin(vipTiers, and(eq(vipTiers.brandId, members.brandId), eq(vipTiers.rankLevel, members.rankLevel)))
    .where(eq(members.id, memberId));
  if (!row) throw new AppError('NOT_LOGGED_IN');
  const m = row.member;
  const type = m.type as MemberType;
  return {
    id: m.id,
    account: m.username,
    nickname: m.nickname,
    type,
    isAgent: type,
    isTrial: isTrialType(type),
    toUpline: row.uplineAccount !== null && !isTrialType(type),
    uplineAccount: row.uplineAccount,
    clubLabel: clubLabelOf(m.rankLevel, row.tier, language),
    memberLabel: Array.isArray(m.memberLabels) ? (m.memberLabels as Array<{ labelName: string; color: string; color2: string }>) : [],
    maskedEmail: maskEmail(m.email),
    maskedMobile: maskMobile(m.countryDialingCode, m.mobileNum),
    emailVerified: Boolean(m.email && m.emailVerifiedAt),
    mobileVerified: Boolean(m.mobileNum && m.mobileVerifiedAt),
    countryDialingCode: m.countryDialingCode,
    language: languageCodeOf(m.language),
    registeredAt: m.createdAt.getTime(),
    lastLoginAt: m.lastLoginAt?.getTime() ?? null,
    passwordExpired: isPasswordExpired(brand, m),
  };
}

/** The member's avatar: a built-in one, or 0 for the generated one. */
export async function memberAvatarOf(db: Db, memberId: number) {
  const m = await loadMember(db, memberId);
  return { iconId: isKnownAvatar(m.iconId) ? m.iconId : 0, url: memberAvatarUrl(m, isKnownAvatar) };
}

/** Stores the member's language, one of the brand's. */
export async function updateMemberLanguage(db: Db, brand: BrandConfig, memberId: number, language: Language) {
  if (!brand.languages.includes(language)) throw validationError('language', 'err_unsupported_language');
  await db.update(members).set({ language }).where(eq(members.id, memberId));
  return { language };
}
