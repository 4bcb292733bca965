import { failureText } from '@/components/ui/states/states';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/texts';

/**
 * The text of a failed count, send or save. The two refusals of a send name what to change: the usernames that are no
 * player of the brand, and why nobody of the audience would get the message; any other refusal has the common text.
 */
export function campaignFailureText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'UNKNOWN_PLAYERS') {
    const usernames = (error.value as { usernames?: string[] } | null)?.usernames ?? [];
    return t('ms_error_unknown_players', { count: usernames.length, usernames: usernames.join(', ') });
  }
  if (error instanceof ApiError && error.code === 'NO_RECIPIENTS') {
    const value = error.value as { matched?: number; skipped?: { notActive?: number; blocked?: number; optedOut?: number } } | null;
    const skipped = value?.skipped ?? {};
    return t('ms_error_no_recipients', { matched: value?.matched ?? 0, notActive: skipped.notActive ?? 0, blocked: skipped.blocked ?? 0, optedOut: skipped.optedOut ?? 0 });
  }
  return failureText(error);
}
