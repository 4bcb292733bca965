import type { BrandStatusConfig, LocalizedText } from '@app/contract/brand';
import type { AnnouncementAudience } from '@app/contract/operators-content';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** B banner, PL player, PU popup, PR promotion, H help (the spec's announcement types) */
    type: text('type').notNull(),
    /** per language ({ EN, TY, vi… }): the brand's languages */
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    popup: boolean('popup').notNull().default(false),
    /** shown from this moment (an operator may schedule it ahead) */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** shown until this moment; null: until removed */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** who sees it: { type: all | visitors | members } or { type: vip, vipFrom, vipTo? } (modules/content/announcements.ts) */
    audience: jsonb('audience').$type<AnnouncementAudience>().notNull().default({ type: 'all' }),
    /** the operator who wrote it (null: the seed) */
    createdBy: text('created_by'),
    /** removed by an operator: hidden, the row kept */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('announcements_brand_published_idx').on(t.brandId, t.publishedAt.desc())],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** stable per brand: the seed adds missing keys, links name an article by it (#key), the CLI upserts by it */
    key: text('key').notNull(),
    category: text('category').notNull(),
    sort: integer('sort').notNull().default(0),
    /** per language ({ EN, TY, vi… }): the brand's languages */
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    /** removed by the operator: hidden, and kept so the seed does not bring it back */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('help_articles_brand_idx').on(t.brandId, t.category, t.sort), uniqueIndex('help_articles_brand_key_idx').on(t.brandId, t.key)],
);

export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** ELOTT LIVE SPORTS FISH RNG PVP INHOUSE; ESPORTS is derived from SPORTS by the configured vendor list */
    gameType: text('game_type').notNull(),
    gameClassify: text('game_classify').notNull().default(''),
    isHot: boolean('is_hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('game_vendors_code_type_idx').on(t.code, t.gameType)],
);

/** Operator switches set at run time (admin CLI), layered over the brand file. */
export const brandStatusOverrides = pgTable('brand_status_overrides', {
  brandId: text('brand_id').primaryKey(),
  status: jsonb('status').$type<BrandStatusConfig>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A brand's settings changed in the back office (issue 29), merged over the brand file (modules/content/brand-overrides.ts). */
export const brandOverrides = pgTable('brand_overrides', {
  brandId: text('brand_id').primaryKey(),
  patch: jsonb('patch').$type<Record<string, unknown>>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A brand's time zone as the database counts its days (brand_day, migration 0068): written from the brand's settings
 * at start and on every change (modules/content/brand-clock.ts); a brand without a row counts in UTC.
 */
export const brandClocks = pgTable('brand_clocks', {
  brandId: text('brand_id').primaryKey(),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- accounts ---

/** How this database is used (one row): a demo start and a production start never share a database. */
export const deployment = pgTable('deployment', {
  id: integer('id').primaryKey().default(1),
  mode: text('mode').$type<'demo' | 'production'>().notNull(),
  firstStartedAt: timestamp('first_started_at', { withTimezone: true }).notNull().defaultNow(),
  /** when the demo data was last written (a demo start seeds it once, not at every start) */
  demoSeededAt: timestamp('demo_seeded_at', { withTimezone: true }),
});
