/** The contract's shared rule keys (their texts travel with the accounts feature) and this feature's own texts for them. */
export const memberRuleKeys: Readonly<Record<string, string>> = {
  input_cannot_be_empty: 'mc_required',
  reg_pattern_3: 'mc_invalid_email',
  enter_valid_phone_number: 'mc_invalid_phone',
  enter_valid_verification_code: 'mc_invalid_code',
};
