/** Dialling codes offered by the registration and SMS forms. */
export const countryCodes = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'SG', countryDialingCode: '65' },
  { countryCode: 'KH', countryDialingCode: '855' },
  { countryCode: 'MM', countryDialingCode: '95' },
  { countryCode: 'IN', countryDialingCode: '91' },
  { countryCode: 'BR', countryDialingCode: '55' },
  { countryCode: 'US', countryDialingCode: '1' },
  { countryCode: 'GB', countryDialingCode: '44' },
];
