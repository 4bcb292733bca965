import { apiCall } from '@/lib/api-client';
import type { PackLanguage } from '@/lib/i18n';

/**
 * Tells the server the member's language (the spec's update-language call), so platform messages, emails and SMS
 * come in it: sent when a logged-in member picks a language, and at each login with the one on screen. Best effort:
 * the screen has already changed, and the next login sends it again.
 */
export const saveMemberLanguage = (token: string, language: PackLanguage) =>
  apiCall('updateLanguage', { token, body: { language } }).then(
    () => undefined,
    () => undefined,
  );
