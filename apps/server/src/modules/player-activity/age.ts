import { ageOn, utcDay } from '@app/contract/date-of-birth';
import type { ResponsibleGamingPack } from '@app/contract/responsible-gaming-pack';
import { AppError } from '../../lib/app-error';

/**
 * The registration's age rule: where the pack requires it the date of birth must be given, and any date given must be
 * at least the pack's minimum age today (UTC). Exactly the minimum age on the birthday itself is old enough.
 * Answers the date to store (null when none was given).
 */
export function checkDateOfBirth(rule: ResponsibleGamingPack['age'], dateOfBirth: string | undefined, today = utcDay()): string | null {
  if (!dateOfBirth) {
    if (rule.requireDateOfBirth) {
      throw new AppError('VALIDATION_ERROR', { field: 'dateOfBirth', key: 'input_cannot_be_empty', issues: [{ path: 'dateOfBirth', message: 'required' }] });
    }
    return null;
  }
  if (dateOfBirth > today || ageOn(dateOfBirth, today) < rule.minimum) {
    throw new AppError('UNDER_AGE', { field: 'dateOfBirth', minimumAge: rule.minimum });
  }
  return dateOfBirth;
}
