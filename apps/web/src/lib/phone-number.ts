/**
 * Numbers as the country's numbering plan has them (issue 31), on the player's side: the plan (libphonenumber's min
 * metadata, some 80 kB) loads the first time a mobile field is left or submitted, never with the page. A number typed
 * with its trunk 0, spaces, dashes or its own +63 becomes the national number the server stores (9171234567), so the
 * brand's rule judges the number itself and the field shows what will be used.
 */
import type * as PhonePlans from 'libphonenumber-js/min';

let plans: Promise<typeof PhonePlans> | null = null;
const loadPlans = () => (plans ??= import('libphonenumber-js/min'));

/** The national number of `typed` under the dialling code, or the input trimmed when the plan cannot read it. */
export async function toNationalNumber(countryDialingCode: string, typed: string): Promise<string> {
  const trimmed = typed.trim();
  if (!trimmed) return trimmed;
  try {
    const { parsePhoneNumberFromString } = await loadPlans();
    const parsed = parsePhoneNumberFromString(trimmed, { defaultCallingCode: countryDialingCode.replace(/^\+/, '') });
    return parsed && parsed.countryCallingCode === countryDialingCode.replace(/^\+/, '') && parsed.isPossible() ? parsed.nationalNumber : trimmed;
  } catch {
    // the plan could not load (offline): the server reads the number the same way
    return trimmed;
  }
}

/** The bit of a react-hook-form form this needs: read and write one text field. */
interface NumberForm<Name extends string> {
  getValues(name: Name): unknown;
  setValue(name: Name, value: string, options?: { shouldValidate?: boolean }): void;
  formState: { isSubmitted: boolean };
}

/**
 * Rewrites a form's number field as its national number: when the field is left, and before a submit is judged.
 * False (and nothing written) when the field changed while the number was read: the caller acted on a number no
 * longer there.
 */
export async function settleNumberField<Name extends string>(form: NumberForm<Name>, name: Name, countryDialingCode: string) {
  const typed = String(form.getValues(name) ?? '');
  const national = await toNationalNumber(countryDialingCode, typed);
  if (String(form.getValues(name) ?? '') !== typed) return false;
  if (national !== typed) form.setValue(name, national, { shouldValidate: form.formState.isSubmitted });
  return true;
}

/**
 * Before a code is sent: the number field settled and valid. False when it is not, or when it changed while it was
 * read (reading the numbering plan can take a moment): a code goes only to the number the player asked for.
 */
export async function numberReadyForCode<Name extends string>(
  form: NumberForm<NoInfer<Name>> & { trigger(name: NoInfer<Name>, options?: { shouldFocus?: boolean }): Promise<boolean> },
  name: Name,
  countryDialingCode: string,
) {
  return (await settleNumberField(form, name, countryDialingCode)) && form.trigger(name, { shouldFocus: true });
}

/** A submit handler that settles the number field first (Enter in the field submits without leaving it). */
export const submitWithNumber =
  <Name extends string>(form: NumberForm<Name>, name: Name, countryDialingCode: string, submit: () => Promise<void>) =>
  (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    void settleNumberField(form, name, countryDialingCode).then(submit);
  };
