import { z } from 'zod';

/** Every JSON response of the API has this shape. */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({ success: z.boolean(), code: z.string(), message: z.string(), value });

export type Envelope<T> = { success: boolean; code: string; message: string; value: T };

/** Stable error codes; `message` of an error envelope is the text-pack key `err_<code lowercased>`. */
export const errorCodes = {
  OK: 200,
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  MAINTENANCE: 503,
  /** the readiness probe: the database does not answer or lacks a migration */
  NOT_READY: 503,
  REGION_RESTRICTED: 403,
  NOT_IMPLEMENTED: 501,
  INTERNAL_ERROR: 500,
  // --- accounts ---
  /** wrong username or password (value { captcha: true }: show the captcha from now on) */
  INVALID_CREDENTIALS: 401,
  /** the account or client had failed logins: send a captcha answer (value { captcha: true }) */
  CAPTCHA_REQUIRED: 400,
  /** wrong, expired or already used captcha (value { captcha: true }) */
  CAPTCHA_INVALID: 400,
  /** too many failed logins of this client, or wrong passwords typed in this session: wait value.retryAfterSeconds (always ends) */
  ACCOUNT_LOCKED: 429,
  /** an operator suspended the account: no login until it is reactivated (contact customer service) */
  ACCOUNT_SUSPENDED: 403,
  /** an operator closed the account for good */
  ACCOUNT_CLOSED: 403,
  /** the account is not a member account (back-office or agent-only) */
  NOT_MEMBER_ACCOUNT: 403,
  /** a login from an unregistered IP needs a second factor (value { methods, ticket, ... }) */
  VERIFICATION_REQUIRED: 403,
  /** unknown, expired or used login-verification ticket, or a wrong second factor */
  INVALID_TICKET: 400,
  /** the session may only change its password (123456 or expired) */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** a wrong, expired or already used authenticator code or recovery code (value { field }; attemptsLeft when counted) */
  TWO_FACTOR_CODE_INVALID: 400,
  /** the brand asks agents for an authenticator: set it up before the agent centre answers (issue 31) */
  TWO_FACTOR_REQUIRED: 403,
  /** the authenticator is already on (turn it off first), or is not on for what was asked */
  TWO_FACTOR_STATE: 409,
  /** the old password of a change is wrong */
  OLD_PASSWORD_INCORRECT: 400,
  /** the new password equals the old one */
  SAME_PASSWORD: 400,
  INVALID_VERIFICATION_CODE: 400,
  CODE_EXPIRED: 400,
  INVALID_PHONE_NUMBER: 400,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  /** another member of the brand has this email address */
  EMAIL_TAKEN: 409,
  INVALID_AFFILIATE_CODE: 400,
  /** a trial (free demo, type 4) account tried a real-account action */
  TRIAL_ACCOUNT: 403,
  /** the feature is switched off for this brand */
  OPERATION_NOT_ALLOWED: 403,
  /** this call's body must be encrypted ({ encrypted: { key, iv, data } }) */
  ENCRYPTION_REQUIRED: 400,
  /** the encrypted body could not be decrypted (wrong key, tampered, not JSON) */
  DECRYPTION_FAILED: 400,
  /** the brand requires human verification: fetch a challenge and send humanChallenge + humanNonce */
  HUMAN_VERIFICATION_REQUIRED: 400,
  /** the proof of work is wrong, expired or already used */
  HUMAN_VERIFICATION_FAILED: 400,
  /** the SMS or email provider refused the message for a reason it did not name (the spec's unknown) */
  SEND_FAILED: 502,
  /** the SMS gateway's quota is used up (the spec's quota-exceeded: contact customer service) */
  SMS_QUOTA_EXCEEDED: 503,
  /** the SMS gateway refused the sender check (the spec's captcha-check-failed: a bad check, or a domain it does not allow) */
  SMS_CAPTCHA_CHECK_FAILED: 400,
  // --- wallet ---
  /** an amount that is not a positive decimal with at most 2 places (value { field, reason }) */
  INVALID_AMOUNT: 400,
  /** the wallet does not hold enough (value { availableMinor }) */
  INSUFFICIENT_BALANCE: 400,
  /** outside the channel's or the brand's limits (value { minMinor, maxMinor }) */
  AMOUNT_OUT_OF_RANGE: 400,
  /** no vendor wallet with this code (value { vassalage }) */
  UNKNOWN_WALLET: 400,
  /** the same requestId / Idempotency-Key was used for a different request */
  IDEMPOTENCY_KEY_REUSED: 409,
  /** the order is not in a state that allows this step (value { status }) */
  INVALID_STATE: 409,
  /** a payment callback whose HMAC signature does not match */
  INVALID_SIGNATURE: 401,
  /** a payment callback whose amount differs from the order */
  AMOUNT_MISMATCH: 400,
  /** the manual transfer channel is outside its opening hours (value { openFrom, openUntil }, the brand's time) */
  CHANNEL_CLOSED: 409,
  /** set a payment password first */
  PAYMENT_PASSWORD_NOT_SET: 400,
  /** a payment password is already set: a change needs the old one */
  PAYMENT_PASSWORD_ALREADY_SET: 409,
  /** wrong payment password (value { attemptsLeft }) */
  PAYMENT_PASSWORD_INCORRECT: 400,
  /** too many wrong payment passwords: wait value.retryAfterSeconds */
  PAYMENT_PASSWORD_LOCKED: 429,
  /** the member already has the brand's maximum of bank cards (value { maxCards }) */
  BANK_CARD_LIMIT: 400,
  /** this account number is already bound */
  BANK_CARD_DUPLICATE: 409,
  /** another member of the brand holds this account number (docs/multi-account.md) */
  BANK_ACCOUNT_IN_USE: 409,
  /** another member of the brand holds this payee name: a registration's payee name or a card's account name (value { field }; docs/multi-account.md) */
  PAYEE_NAME_IN_USE: 409,
  /** today's withdrawals are used up (value { dailyCount }) */
  DAILY_LIMIT_REACHED: 400,
  /** the member's turnover obligation (deposits and transfers received, docs/transfers.md) is not yet wagered (value { requiredMinor, achievedMinor, remainingMinor }) */
  TURNOVER_NOT_MET: 400,
  /** a not-received claim needs a proof image */
  PROOF_REQUIRED: 400,
  /** the proof is not a png or jpg, or is unreadable */
  INVALID_IMAGE: 400,
  /** the proof image is larger than 5 MB */
  IMAGE_TOO_LARGE: 413,
  /** the member's uploads of today (UTC) are used up, over every upload call (value { maxUploads, maxBytes, resetsAt }) */
  UPLOAD_QUOTA_EXCEEDED: 429,
  /** the member has no upline to transfer to */
  NO_UPLINE: 400,
  // --- games ---
  /** no such game, room or vendor, or the vendor is switched off (value { nodeId } or { roomId }) */
  GAME_NOT_FOUND: 404,
  /** the game, its vendor or its room is under maintenance (value { nodeId, suggestions: popular games }) */
  GAME_MAINTENANCE: 503,
  /** the entry cannot be launched this way (a vendor tile, or a call for another game; value { reason }) */
  NOT_LAUNCHABLE: 400,
  /** the play page's launch token is unknown, expired, or its login session ended: launch again */
  GAME_SESSION_INVALID: 401,
  /** a member keeps at most value.max favourites */
  FAVORITES_LIMIT: 400,
  // --- lottery ---
  /** no draw with this number for the game (value { gameCode, drawNo }) */
  DRAW_NOT_FOUND: 404,
  /** the draw no longer takes bets: its close time passed or it was cancelled (value { gameCode, drawNo, status, closeAt }) */
  DRAW_CLOSED: 409,
  /** the draw has no result yet (value { status }) */
  DRAW_NOT_DRAWN: 409,
  /** the draw's result is the official one entered by the operators, not drawn from a seed: there is no seed to verify */
  DRAW_OFFICIAL_RESULT: 409,
  /** the game does not offer this play type (value { gameCode, playType }) */
  INVALID_PLAY_TYPE: 400,
  /** the picks do not fit the play type (value { problem: lottery-rules SelectionProblem, pick?, min?, max?, digits? }) */
  INVALID_SELECTION: 400,
  /** a pick has reached the brand's cap for this draw: bets on it are refused, others are taken (value { gameCode, playType, picks }) */
  LOTTERY_NUMBER_CLOSED: 409,
  /** an open risk flag at or above the brand's hold score holds the member's withdrawals (value { flags, maxScore }) */
  RISK_HOLD: 409,
  /** the brand's pack requires a verified identity first (value { requiredFor: 'deposit' | 'withdrawal', status }) */
  KYC_REQUIRED: 403,
  /** a KYC file that is not a PNG, JPEG or PDF by its content, or is damaged (value { field }) */
  INVALID_DOCUMENT: 400,
  /** a KYC file above 10 MB (value { field, maxBytes }) */
  DOCUMENT_TOO_LARGE: 413,
  /** odds that would leave the house no edge on the bet type (value { edgeBp }): a bet must lose on average */
  ODDS_WITHOUT_EDGE: 409,
  // --- promotions ---
  /** a withdrawal or upline transfer while a bonus is active: forfeit it or finish its wagering (value { bonusBalanceMinor }) */
  BONUS_ACTIVE: 409,
  /** a stake above an active bonus's maximum bet (value { maxBetMinor }) */
  BONUS_MAX_BET: 400,
  /** cash may leave after a deposit a released bonus asks for first (value { depositRequiredMinor }) */
  BONUS_DEPOSIT_REQUIRED: 409,
  /** an operator's terms would give back a category's whole edge or more (value { gameType, totalBp, limitBp, parts }) */
  REWARD_BUDGET_EXCEEDED: 409,
  /** the promotion has not started, has ended or was closed (value { promotionId }) */
  PROMOTION_NOT_OPEN: 409,
  /** the action does not fit this promotion's mechanic (value { mechanic }) */
  PROMOTION_ACTION_INVALID: 400,
  /** the qualification is not reached yet (value { currentMinor, targetMinor }) */
  NOT_QUALIFIED: 400,
  ALREADY_JOINED: 409,
  ALREADY_CLAIMED: 409,
  /** join the promotion first */
  NOT_JOINED: 400,
  /** the rebate is below the brand's smallest claim (value { minClaimMinor, amountMinor }) */
  REBATE_TOO_SMALL: 400,
  /** an application for this promotion is already waiting for a decision */
  APPLICATION_PENDING: 409,
  // --- agent contracts ---
  /** the pair already has an accepted contract of this kind: it must end first (value { contractId }) */
  CONTRACT_EXISTS: 409,
  /** above the rate of the caller's (or the offering upline's) own contract of this kind (value { maxRateBp }) */
  CONTRACT_RATE_TOO_HIGH: 400,
  // --- loyalty ---
  /** the mission's goal is not reached in this period (value { progress, target }) */
  MISSION_NOT_READY: 400,
  /** fewer points than the redemption or conversion needs (value { points, required }) */
  INSUFFICIENT_POINTS: 400,
  /** the catalogue item has fewer units in stock than asked (value { stock }) */
  OUT_OF_STOCK: 409,
  /** the item needs a higher VIP tier (value { minRank }) */
  RANK_TOO_LOW: 403,
  /** the member has redeemed this item as often as allowed (value { perMemberLimit }) */
  REDEEM_LIMIT: 409,
  /** a physical item needs a receiving address */
  ADDRESS_REQUIRED: 400,
  /** points convert in steps and from a minimum (value { step, minPoints }) */
  POINTS_STEP: 400,
  /** feedback under the brand's word bounds (value { minWords, maxWords, words }) */
  FEEDBACK_TOO_SHORT: 400,
  /** feedback over the brand's word bounds (value { minWords, maxWords, words }) */
  FEEDBACK_TOO_LONG: 400,
  // --- chat and support ---
  /** an operator muted the member in the chat room (value { mutedUntil }: ms since the epoch) */
  CHAT_MUTED: 403,
  // --- responsible gaming ---
  /** the request would cross one of the player's limits (value rgLimitReachedValueSchema: the limit and when it resets; to a transfer's sender, { party: 'receiver' } only) */
  RG_LIMIT_REACHED: 403,
  /** a time-out, self-exclusion or spent session time is running (value rgPlayBlockSchema: its kind and end; to a transfer's sender, { party: 'receiver' } only) */
  RG_BLOCKED: 403,
  /** the brand's pack does not offer this limit or duration */
  RG_NOT_OFFERED: 400,
  /** the limit change is still in its cooling-off (value { effectiveAt }) or there is none to confirm */
  RG_COOLING_OFF: 409,
  /** a running block cannot be shortened or replaced by a shorter one (value { until }) */
  RG_BLOCK_ACTIVE: 409,
  // --- player activity (reality check, pacing, age) ---
  /** a reality check is due: answer it (Continue) before the next in-house round or lottery bet (value { dueAt }) */
  REALITY_CHECK_DUE: 409,
  /** the brand's pacing: the next slot round may start at value.retryAt (value { minSpinMs, retryAfterMs, retryAt }) */
  SPIN_TOO_FAST: 429,
  /** the date of birth is under the brand's minimum age (value { field: 'dateOfBirth', minimumAge }) */
  UNDER_AGE: 400,
} as const;

/**
 * Codes only the back office meets (its texts live in the back office, not in the player's packs). The operator calls
 * also answer the common codes above (VALIDATION_ERROR, FORBIDDEN with { permission }, NOT_FOUND, ACCOUNT_LOCKED...).
 */
export const operatorErrorCodes = {
  /** the password was right: send the authenticator's six digits (or a recovery code) */
  TOTP_REQUIRED: 401,
  /** a wrong, expired or already used authenticator code or recovery code */
  TOTP_INVALID: 401,
  /** the operator has no authenticator yet: value { ticket, secret, otpauthUri }, confirm with operatorEnrol */
  TOTP_ENROLMENT_REQUIRED: 403,
  /** the operator account is disabled */
  OPERATOR_DISABLED: 403,
  /** no role of that name */
  UNKNOWN_ROLE: 400,
  /** an operator may not take away their own access (disable themselves, drop operators.manage) */
  OWN_ACCESS: 409,
  /** the adjustment is larger than the operator's role may make (value { limitMinor }) */
  ADJUSTMENT_LIMIT: 403,
  /** this withdrawal needs a second operator: the first approval was yours (value { firstApprovedBy }) */
  FOUR_EYES_REQUIRED: 409,
  /** a message's player or list names usernames that are no player of the brand (value { usernames }) */
  UNKNOWN_PLAYERS: 400,
  /** the message's audience holds nobody who would get it (value { matched, skipped }) */
  NO_RECIPIENTS: 409,
  /** the server has no PAYMENT_SECRETS_KEY, so it stores no payment gateway keys (the environment's keys still serve; docs/paymongo.md) */
  PAYMENT_SECRETS_KEY_MISSING: 409,
} as const;

export type ErrorCode = keyof typeof errorCodes | keyof typeof operatorErrorCodes;
export const statusOfCode = (code: ErrorCode): number => (code in errorCodes ? errorCodes[code as keyof typeof errorCodes] : operatorErrorCodes[code as keyof typeof operatorErrorCodes]);

/** Codes whose message key the spec names. */
const specMessageKeys: Record<string, string> = {
  TRIAL_ACCOUNT: 'in_need_true_account',
  INVALID_AFFILIATE_CODE: 'invitation_code_error',
  HUMAN_VERIFICATION_REQUIRED: 'please_complete_verification_first',
};

export const messageKeyFor = (code: string) => specMessageKeys[code] ?? `err_${code.toLowerCase()}`;

/** Value of a VALIDATION_ERROR envelope: the first failing field and all issues. */
export const validationErrorValueSchema = z.object({
  field: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
  /** the field rule's text-pack key (reg_pattern_N, input_cannot_be_empty, ...) when a brand rule failed */
  key: z.string().optional(),
  /** bounds for the key's (min) and (max) */
  params: z.object({ min: z.number(), max: z.number() }).optional(),
});
export type ValidationErrorValue = z.infer<typeof validationErrorValueSchema>;
