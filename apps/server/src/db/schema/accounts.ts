import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Member accounts, per brand. Usernames are stored lower-case; username and mobile number are unique per brand. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    username: text('username').notNull(),
    /** argon2id; null for accounts without a password (free demo) */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** 0 player, 1/2/41/42 agent types, 4 trial (the spec's isAgent) */
    type: integer('type').notNull().default(0),
    /** back-office or agent-only accounts: never logged in through the member login */
    backOffice: boolean('back_office').notNull().default(false),
    /** active, suspended (no login until reactivated) or closed (for good); set by an operator (issue 28) */
    status: text('status').notNull().default('active'),
    nickname: text('nickname').notNull(),
    email: text('email'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    payeeName: text('payee_name'),
    /** asked at registration where the brand's pack requires it (age check) */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** the other registration fields (qqNum, line, whatsapp, ...) */
    profile: jsonb('profile').notNull().default({}),
    /** the code others register with to become this member's downline */
    affiliateCode: text('affiliate_code'),
    uplineId: integer('upline_id').references((): AnyPgColumn => members.id),
    referralCode: text('referral_code'),
    language: text('language'),
    rankLevel: integer('rank_level').notNull().default(0),
    memberLabels: jsonb('member_labels').notNull().default([]),
    /** second factor for logins from an unregistered IP: 'auto' (SMS when a mobile number is known), 'none', or a comma list of sms, email, bank */
    loginVerification: text('login_verification').notNull().default('auto'),
    bankAccountName: text('bank_account_name'),
    iconId: integer('icon_id').notNull().default(0),
    registerIp: text('register_ip'),
    registerUrl: text('register_url'),
    registerMethod: text('register_method'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** the player asked for no marketing messages (message campaigns of kind marketing skip them; service ones do not) */
    marketingOptOut: boolean('marketing_opt_out').notNull().default(false),
    /** when the mobile number was proved the member's (a code typed back); null: not verified (migration 0063) */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /** when the email address was proved the member's (a code typed back or the emailed link opened) */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_brand_username_idx').on(t.brandId, t.username),
    uniqueIndex('members_brand_mobile_idx').on(t.brandId, t.countryDialingCode, t.mobileNum),
    uniqueIndex('members_brand_affiliate_idx').on(t.brandId, t.affiliateCode),
    // members_brand_email_idx (brand_id, lower(email)) where email is not null: created by migration 0009, which
    // skips it on a database that already holds duplicates, so it is not declared here
  ],
);

/** IP addresses a member has logged in from; a login from another one may need a second factor. */
export const memberIps = pgTable(
  'member_ips',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_ips_member_ip_idx').on(t.memberId, t.ip)],
);

/** Login sessions; only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    /** the session may only change the password (123456 or expired) */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);

/** One-time codes sent by SMS or email (and email reset passwords), stored hashed; single-use, expiring, limited attempts. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** login, register, password, login_verify, email_reset */
    purpose: text('purpose').notNull(),
    /** +<dialling code><number>, an email address, or member:<id> */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target_idx').on(t.brandId, t.purpose, t.target, t.createdAt)],
);

/** Counters for abuse limits (SMS sends, failed logins): a window, a minimum interval and a temporary block. */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Temporary login locks, kept for the operator: which client (IP and user agent) was locked out, of which account
 * (scope 'account') or of every account (scope 'ip', after failures on many), from when until when.
 */
export const loginLockEvents = pgTable(
  'login_lock_events',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** the account the failed attempt was for: its lower-case username, or +<number> for an SMS login */
    username: text('username').notNull(),
    scope: text('scope').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    /** the failures counted when the lock started */
    failures: integer('failures').notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_lock_events_account_idx').on(t.brandId, t.username, t.lockedAt), index('login_lock_events_time_idx').on(t.lockedAt)],
);

/** Captcha answers by the id the client fetched the image with; single-use, expiring. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answer: text('answer').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** Proof-of-work challenges for human verification; single-use, expiring. */
export const powChallenges = pgTable('pow_challenges', {
  challenge: text('challenge').primaryKey(),
  difficulty: integer('difficulty').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** Second-factor tickets of logins from an unregistered IP; the ticket itself is kept hashed. */
export const loginTickets = pgTable('login_tickets', {
  id: serial('id').primaryKey(),
  ticketHash: text('ticket_hash').notNull().unique(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  brandId: text('brand_id').notNull(),
  methods: text('methods').notNull(),
  ip: text('ip'),
  attempts: integer('attempts').notNull().default(0),
  forceChangePassword: boolean('force_change_password').notNull().default(false),
  passwordExpired: boolean('password_expired').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** Messages of the sandbox SMS and email providers (the development outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
);

/** "Remember me" refresh tokens (migration 0057), hashed, one family per remembered login, rotated on each use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    family: text('family').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.family), index('refresh_tokens_member_idx').on(t.memberId).where(sql`${t.revokedAt} is null`)],
);

/** Emails sent through SMTP (migration 0055): tried at once, again by the delivery job while pending. */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** pending (to be tried), sent, failed (given up or refused for good), suppressed (the address bounced before) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('email_deliveries_brand_idx').on(t.brandId, t.id),
    index('email_deliveries_to_idx').on(t.to, t.id),
  ],
);

/** A login from a device the member never logged in from, to be told of by email or SMS (migration 0062). */
export const loginNotices = pgTable(
  'login_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** "Chrome on Android" */
    device: text('device').notNull(),
    ip: text('ip').notNull(),
    loggedInAt: timestamp('logged_in_at', { withTimezone: true }).notNull().defaultNow(),
    /** pending (to be sent), sent, failed (given up), skipped (no contact left to tell) */
    status: text('status').notNull().default('pending'),
    /** email or sms, once sent */
    channel: text('channel'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('login_notices_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`), index('login_notices_member_idx').on(t.memberId, t.id)],
);

/** Addresses the mail server refused for good (bounced), per brand: nothing more is sent to them. */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    brandId: text('brand_id').notNull(),
    address: text('address').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.address] })],
);

/** The server's key pairs (RSA-OAEP for encrypted calls), created at first start. */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What one member uploaded on one UTC day (the per-member upload quota, checked and counted in one statement). */
export const memberUploadDays = pgTable(
  'member_upload_days',
  {
    memberId: integer('member_id').notNull(),
    day: date('day').notNull(),
    uploads: integer('uploads').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'member_upload_days_pk', columns: [t.memberId, t.day] })],
);

/**
 * Where a member registered and logged in from: one row per member, UTC day, address and device (the web client's
 * install id, a random id kept in its localStorage, and the user agent). The multi-account checks compare them
 * (modules/accounts/shared-identity.ts).
 */
export const memberSightings = pgTable(
  'member_sightings',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ip: text('ip').notNull(),
    /** '' when the client sent none (or a malformed one) */
    installId: text('install_id').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'member_sightings_pk', columns: [t.memberId, t.day, t.ip, t.installId, t.userAgent] }),
    index('member_sightings_brand_ip_idx').on(t.brandId, t.ip, t.day),
    index('member_sightings_brand_install_idx').on(t.brandId, t.installId, t.day).where(sql`${t.installId} <> ''`),
  ],
);

/**
 * Who holds a bank account number in a brand: the first member to bind it. Another member's binding of the same
 * number is refused (BANK_ACCOUNT_IN_USE), or kept and counted as shared where the brand allows family accounts.
 */
export const bankAccountHolders = pgTable(
  'bank_account_holders',
  {
    brandId: text('brand_id').notNull(),
    accountNumber: text('account_number').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'bank_account_holders_pk', columns: [t.brandId, t.accountNumber] })],
);

/**
 * Who holds a payee name in a brand: the first member to bind it (the registration's payee name, the login-verification
 * bank account name, a bank card's account name), compared as a bank writes it (trimmed, spaces collapsed, upper case).
 * Another member's binding of the name is refused (PAYEE_NAME_IN_USE), or kept and counted as shared where the brand
 * allows family accounts.
 */
export const payeeNameHolders = pgTable(
  'payee_name_holders',
  {
    brandId: text('brand_id').notNull(),
    normalName: text('normal_name').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payee_name_holders_pk', columns: [t.brandId, t.normalName] })],
);

/** A brand's multi-account rules (no row: the defaults). */
export const identityRules = pgTable('identity_rules', {
  brandId: text('brand_id').primaryKey(),
  /** 'refuse' a bank account number or payee name another member holds, or 'review': bind it and count it as shared */
  sharedBankAccounts: text('shared_bank_accounts').notNull().default('refuse'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
