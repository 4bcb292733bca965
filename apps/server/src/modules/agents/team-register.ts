/**
 * Growing the downline: an agent registers a member or sub-agent directly, and shares its affiliate link (the
 * registration page with its code; registrations through it, or with the code typed in, land in its downline).
 */
import type { BrandConfig, Language } from '@app/contract/brand';
import type { RegisterDownlineBody } from '@app/contract/agents';
import { isAccountCenterType, type MemberType } from '@app/contract/session';
import { and, eq, isNull } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { registerForUpline } from '../accounts/registration';
import { requireRate } from '../accounts/throttle';
import type { Agent } from './team-downline';
import { agentSettingsOf } from './team-settings';

/** Affiliate codes: 8 characters without look-alikes (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newAffiliateCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The agent's affiliate code, given one now when it has none (a sub-agent registered in the agent centre, say). */
export async function ensureAffiliateCode(db: Db, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.select({ code: members.affiliateCode }).from(members).where(eq(members.id, memberId));
    if (row?.code) return row.code;
    try {
      await db
        .update(members)
        .set({ affiliateCode: newAffiliateCode() })
        .where(and(eq(members.id, memberId), isNull(members.affiliateCode)));
    } catch (error) {
      if (!uniqueViolation(error)) throw error; // a code another agent holds: draw again
    }
  }
  throw new Error('could not draw a free affiliate code');
}

const REGISTER_RATE = { window: 10 * 60_000, max: 60, block: 10 * 60_000 };

/** The account types the agent may register: members, and the sub-agent types of the brand's agent settings. */
export async function registerTypesOf(db: Db, brandId: string): Promise<MemberType[]> {
  const settings = await agentSettingsOf(db, brandId);
  return [0, ...settings.subAgentTypes.filter(isAccountCenterType)] as MemberType[];
}

export async function registerDownline(
  db: Db,
  agent: Agent,
  input: {
    body: RegisterDownlineBody & { type: MemberType };
    brand: BrandConfig;
    language: Language;
    ip: string;
    userAgent: string | undefined;
    ageRule: { minimum: number; requireDateOfBirth: boolean };
  },
) {
  const { type, ...fields } = input.body;
  if (!(await registerTypesOf(db, agent.brandId)).includes(type)) throw new AppError('OPERATION_NOT_ALLOWED', { field: 'type', type });
  // an agent registers people, not scripts: at most 60 accounts (attempts) in 10 minutes
  await requireRate(db, `agent-register:${agent.id}`, REGISTER_RATE);
  const member = await registerForUpline(db, { ...input, body: { ...fields, registerMethod: 'AGENT' }, uplineId: agent.id, type });
  const affiliateCode = isAccountCenterType(type) ? await ensureAffiliateCode(db, member.id) : null;
  return { id: member.id, username: member.username, type, uplineAccount: agent.username, affiliateCode, registeredAt: member.createdAt.getTime() };
}

/** The agent's affiliate code and its registration link on the host the agent uses (the web's register page reads ?code=). */
export async function affiliateLink(db: Db, agent: Agent, origin: { protocol: string; host: string }) {
  const [affiliateCode, registerTypes] = await Promise.all([ensureAffiliateCode(db, agent.id), registerTypesOf(db, agent.brandId)]);
  return { affiliateCode, url: `${origin.protocol}://${origin.host}/register?code=${encodeURIComponent(affiliateCode)}`, registerTypes };
}
