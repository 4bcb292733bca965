import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './field';

/**
 * The date of birth of a new account (the brand pack's age rule): a date no later than today, required where the pack
 * asks for it, with the minimum age as its hint. Texts from the pages pack (locales/pages.ts).
 */
export const DateOfBirthField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'label' | 'max' | 'hint'> & { minimumAge: number }>(
  function DateOfBirthField({ minimumAge, ...props }, ref) {
    const { t } = useTranslation();
    return (
      <TextField
        ref={ref}
        type="date"
        label={t('in_date_of_birth')}
        max={new Date().toISOString().slice(0, 10)}
        autoComplete="bday"
        hint={t('in_birthday_age', { age: minimumAge })}
        {...props}
      />
    );
  },
);
