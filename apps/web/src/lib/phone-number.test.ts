import { describe, expect, it } from 'vitest';
import { numberReadyForCode, toNationalNumber } from './phone-number';

describe('toNationalNumber', () => {
  it('reads a number written with its trunk 0, spaces, dashes or its own code as the national number', async () => {
    expect(await toNationalNumber('63', '0917 123 4567')).toBe('9171234567');
    expect(await toNationalNumber('63', '917-123-4567')).toBe('9171234567');
    expect(await toNationalNumber('+63', '+63 917 123 4567')).toBe('9171234567');
    expect(await toNationalNumber('44', '07700 900123')).toBe('7700900123');
  });

  it('leaves what the plan cannot read as typed, trimmed', async () => {
    expect(await toNationalNumber('63', ' 12 ')).toBe('12');
    expect(await toNationalNumber('63', '')).toBe('');
    // a number of another country's code is not this one's
    expect(await toNationalNumber('63', '+44 7700 900123')).toBe('+44 7700 900123');
  });
});

describe('numberReadyForCode', () => {
  /** a form whose number field the test types into, and whose check passes for 10 digits */
  function fakeForm(value: string) {
    const form = {
      value,
      formState: { isSubmitted: false },
      getValues: () => form.value,
      setValue: (_name: 'mobileNum', next: string) => {
        form.value = next;
      },
      trigger: async () => /^\d{10}$/.test(form.value),
    };
    return form;
  }

  it('settles and checks the number the player asked a code for', async () => {
    const form = fakeForm('0917 123 4567');
    expect(await numberReadyForCode(form, 'mobileNum', '63')).toBe(true);
    expect(form.value).toBe('9171234567');
    expect(await numberReadyForCode(fakeForm('917'), 'mobileNum', '63')).toBe(false);
  });

  it('sends nothing when the number changed while it was read: the code was asked for another number', async () => {
    const form = fakeForm('917');
    const ready = numberReadyForCode(form, 'mobileNum', '63');
    form.value = '9171234567'; // typed while the numbering plan loads
    expect(await ready).toBe(false);
    expect(form.value).toBe('9171234567');
  });
});
