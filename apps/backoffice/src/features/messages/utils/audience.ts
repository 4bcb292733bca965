import { messageAudienceSchema, type MessageAudience } from '@app/contract/operators-messages';
import { t, type TextKey } from '@/lib/texts';

/** The audience part of the New message form, as typed (numbers are text until checked). */
export interface AudienceForm {
  type: MessageAudience['type'];
  username: string;
  /** usernames pasted one per line, or separated by commas, semicolons or spaces */
  usernames: string;
  vipFrom: string;
  vipTo: string;
  lastLoginWithinDays: string;
  lastLoginBeforeDays: string;
  minDeposits: string;
}

export type AudienceField = Exclude<keyof AudienceForm, 'type'>;

export const emptyAudienceForm = (): AudienceForm => ({
  type: 'player',
  username: '',
  usernames: '',
  vipFrom: '0',
  vipTo: '',
  lastLoginWithinDays: '',
  lastLoginBeforeDays: '',
  minDeposits: '',
});

/**
 * The usernames of a pasted list: one per line or separated by commas, semicolons, tabs or spaces (a spreadsheet's
 * column pastes as lines), lower-cased as the server compares them, each once, in the order given.
 */
export function parseUsernames(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const name = part.trim().toLowerCase();
    if (name) seen.add(name);
  }
  return [...seen];
}

/** The problem text of each audience field (the contract's rule, in words). */
const problemOf: Record<AudienceField, TextKey> = {
  username: 'ms_problem_username',
  usernames: 'ms_problem_usernames',
  vipFrom: 'ms_problem_vip',
  vipTo: 'ms_problem_vip_to',
  lastLoginWithinDays: 'ms_problem_days',
  lastLoginBeforeDays: 'ms_problem_days',
  minDeposits: 'ms_problem_deposits',
};

/** A whole number typed in a field; empty is undefined, anything else not a whole number is NaN (refused below). */
function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type AudienceResult = { ok: true; audience: MessageAudience } | { ok: false; problems: Partial<Record<AudienceField, string>> };

/**
 * The call's audience from the form, checked with the contract's own schema; a problem is named under the field a
 * person typed it in. A segment's empty fields are left out (no condition).
 */
export function audienceOf(form: AudienceForm): AudienceResult {
  let input: unknown;
  if (form.type === 'player') input = { type: 'player', username: form.username };
  else if (form.type === 'list') input = { type: 'list', usernames: parseUsernames(form.usernames) };
  else {
    const segment: Record<string, unknown> = { type: 'segment', vipFrom: wholeNumber(form.vipFrom) ?? 0 };
    for (const field of ['vipTo', 'lastLoginWithinDays', 'lastLoginBeforeDays', 'minDeposits'] as const) {
      const value = wholeNumber(form[field]);
      if (value !== undefined) segment[field] = value;
    }
    input = segment;
  }
  const checked = messageAudienceSchema.safeParse(input);
  if (checked.success) return { ok: true, audience: checked.data };
  const problems: Partial<Record<AudienceField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as AudienceField | 'type';
    if (field !== 'type' && field in problemOf) problems[field] ??= t(problemOf[field]);
  }
  return { ok: false, problems };
}

/** Who an audience holds, in words: the list's column and the detail. */
export function audienceSummary(audience: MessageAudience): string {
  if (audience.type === 'player') return t('ms_summary_player', { username: audience.username });
  if (audience.type === 'list') return t('ms_summary_list', { count: audience.usernames.length });
  const parts: string[] = [];
  if (audience.vipTo !== undefined) parts.push(t('ms_summary_vip_range', { from: audience.vipFrom, to: audience.vipTo }));
  else if (audience.vipFrom > 0) parts.push(t('ms_summary_vip_from', { from: audience.vipFrom }));
  if (audience.lastLoginWithinDays !== undefined) parts.push(t('ms_summary_login_within', { days: audience.lastLoginWithinDays }));
  if (audience.lastLoginBeforeDays !== undefined) parts.push(t('ms_summary_login_before', { days: audience.lastLoginBeforeDays }));
  if (audience.minDeposits !== undefined) parts.push(t('ms_summary_deposits', { count: audience.minDeposits }));
  return parts.length ? t('ms_summary_segment', { conditions: parts.join(', ') }) : t('ms_summary_everyone');
}
