/**
 * The operator's catalogue of the points mall (issue 29, the back office's Loyalty page): every item of a brand with
 * its stock and what waits for a decision, a new item, and a change to one. The stock moves only by a restock
 * (point-mall-operator.ts) or a redemption, never by an edit, so an edit cannot undo a redemption made meanwhile.
 * An item that pays on approval turns points into money: when a new item on sale pays, or a change makes an item pay
 * more per point (a richer grant, a lower price, put on sale), the reward budget is checked in the same transaction
 * with points worth what it pays for one (reward-budget.ts mallItemPointValue) if that is more than the conversion
 * rate, so an item paying more per point than the turnover that earned the points can afford is refused
 * (REWARD_BUDGET_EXCEEDED) and nothing changes; a change that pays less always goes through. Every change writes the audit trail in its own transaction.
 * An item's texts are in the brand's languages: a new item needs every one, a change rewrites the languages it gives.
 */
import type { BrandConfig, LocalizedText } from '@app/contract/brand';
import { loyaltyRewardSchema, type LoyaltyReward } from '@app/contract/loyalty';
import type { MallItemInput, MallItemPatch } from '@app/contract/operators-loyalty';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointRedemptions, pointRewards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { textsInBrandLanguages } from '../../lib/brands';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { assertRewardBudget, mallItemPointValue } from '../promotions/reward-budget';
import type { PointRewardRow } from './point-mall';

/** The art drawn in the brand's colours for an item without a picture (routes/media). */
const generatedArt = (brandId: string, code: string) => `/media/point-reward/${brandId}/${code}.svg`;

function itemView(row: PointRewardRow, units: { processing: number; approved: number } = { processing: 0, approved: 0 }) {
  return {
    id: row.id,
    brandId: row.brandId,
    code: row.code,
    category: row.category,
    name: row.name as Record<string, string>,
    description: row.description as Record<string, string>,
    unit: row.unit as Record<string, string>,
    image: row.image,
    pointsCost: row.pointsCost,
    stock: row.stock,
    minRank: row.minRank,
    perMemberLimit: row.perMemberLimit,
    physical: row.physical,
    grant: row.grant ? loyaltyRewardSchema.parse(row.grant) : null,
    sort: row.sort,
    active: row.active,
    ...units,
  };
}
export type OperatorMallItemView = ReturnType<typeof itemView>;

/** Units redeemed per item of the brand (or of one item): waiting for a decision, and approved. */
async function unitsByItem(db: Db, brandId: string, rewardId?: number) {
  const rows = await db
    .select({
      rewardId: pointRedemptions.rewardId,
      processing: sql<number>`coalesce(sum(${pointRedemptions.quantity}) filter (where ${pointRedemptions.status} = 'processing'), 0)::int`,
      approved: sql<number>`coalesce(sum(${pointRedemptions.quantity}) filter (where ${pointRedemptions.status} = 'approved'), 0)::int`,
    })
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.brandId, brandId), rewardId === undefined ? undefined : eq(pointRedemptions.rewardId, rewardId)))
    .groupBy(pointRedemptions.rewardId);
  return new Map(rows.map((u) => [u.rewardId, { processing: Number(u.processing), approved: Number(u.approved) }]));
}

/** Every item of the brand (switched off ones too) in the mall's order, with the units waiting and approved. */
export async function operatorMallItems(db: Db, brandId: string) {
  const [rows, units] = await Promise.all([
    db.select().from(pointRewards).where(eq(pointRewards.brandId, brandId)).orderBy(asc(pointRewards.sort), asc(pointRewards.id)),
    unitsByItem(db, brandId),
  ]);
  return rows.map((row) => itemView(row, units.get(row.id)));
}

const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', { field, issues: [{ path: field, message }] });

/**
 * An item either ships (physical) or pays on approval, and an item paying points pays fewer than it costs. `where`
 * names the body's field the refusal points at (item on a new item, patch on a change).
 */
function checkItem(item: { physical: boolean; grant: LoyaltyReward | null; pointsCost: number }, where: 'item' | 'patch') {
  if (item.physical && item.grant) throw invalid(`${where}.grant`, 'a physical item is shipped: it pays nothing on approval');
  if (item.grant?.kind === 'points' && item.grant.points >= item.pointsCost) throw invalid(`${where}.grant`, 'an item paying points pays fewer than it costs');
}

const TEXT_FIELDS = ['name', 'description', 'unit'] as const;
type ItemTexts = Record<(typeof TEXT_FIELDS)[number], LocalizedText>;

/**
 * The texts given, merged over the `stored` ones, in every language of the brand (textsInBrandLanguages: a language
 * missing, or one the brand does not offer, is refused naming the body's field, `item.name.TY` or `patch.unit.EN`).
 * A stored language the brand no longer offers stays beside them, as a help article's does.
 */
function itemTexts(brand: Pick<BrandConfig, 'languages'>, given: Partial<ItemTexts>, where: 'item' | 'patch', stored: Partial<ItemTexts> = {}): Partial<ItemTexts> {
  const fields = TEXT_FIELDS.filter((field) => given[field] !== undefined);
  const at = (field: (typeof TEXT_FIELDS)[number]) => `${where}.${field}`;
  const checked = textsInBrandLanguages(
    brand,
    Object.fromEntries(fields.map((field) => [at(field), { ...stored[field], ...given[field] }])),
    Object.fromEntries(fields.map((field) => [at(field), given[field]])),
  );
  return Object.fromEntries(fields.map((field) => [field, { ...stored[field], ...checked[at(field)] }]));
}

/** A new item of the brand's mall, after the others unless a place is given; on sale at once when active. */
export async function createMallItem(db: Db, operator: Operator, brand: Pick<BrandConfig, 'id' | 'languages'>, code: string, given: MallItemInput) {
  const brandId = brand.id;
  const input = { ...given, ...(itemTexts(brand, given, 'item') as ItemTexts) };
  checkItem(input, 'item');
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: sql<number>`coalesce(max(${pointRewards.sort}), -1)::int` })
      .from(pointRewards)
      .where(eq(pointRewards.brandId, brandId));
    const [row] = await tx
      .insert(pointRewards)
      .values({
        brandId,
        code,
        category: input.category,
        name: input.name,
        description: input.description,
        unit: input.unit,
        image: input.image ?? generatedArt(brandId, code),
        pointsCost: input.pointsCost,
        minRank: input.minRank,
        stock: input.stock,
        perMemberLimit: input.perMemberLimit,
        physical: input.physical,
        grant: input.grant,
        sort: input.sort ?? Number(last?.sort ?? -1) + 1,
        active: input.active,
      })
      .onConflictDoNothing({ target: [pointRewards.brandId, pointRewards.code] })
      .returning();
    if (!row) throw new AppError('CONFLICT', { field: 'code', code, reason: 'code_taken' });
    if (input.active) await assertRewardBudget(tx, brandId, new Date(), { pointValueAtLeastMinor: mallItemPointValue(input) });
    await recordAudit(tx, operator, { brandId, action: 'point_reward.create', target: `point_reward:${row.id}`, detail: { code, ...input, image: row.image } });
    return itemView(row);
  });
}

/** Changes some fields of an item (by its code); a text's languages given are rewritten, its others stay, as does the stock. */
export async function updateMallItem(db: Db, operator: Operator, brand: Pick<BrandConfig, 'id' | 'languages'>, code: string, given: MallItemPatch) {
  const brandId = brand.id;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(pointRewards)
      .where(and(eq(pointRewards.brandId, brandId), eq(pointRewards.code, code)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', { brandId, code });
    const patch: MallItemPatch = { ...given, ...itemTexts(brand, given, 'patch', before) };
    const grantBefore = before.grant ? loyaltyRewardSchema.parse(before.grant) : null;
    const grant = patch.grant === undefined ? grantBefore : patch.grant;
    checkItem({ physical: patch.physical ?? before.physical, grant, pointsCost: patch.pointsCost ?? before.pointsCost }, 'patch');
    const { image, ...rest } = patch;
    const [after] = await tx
      .update(pointRewards)
      .set({ ...rest, ...(image === undefined ? {} : { image: image ?? generatedArt(brandId, code) }), updatedAt: new Date() })
      .where(eq(pointRewards.id, before.id))
      .returning();
    // a richer grant, a lower price or an item put on sale raises what a point is worth; less always goes through
    const worth = after!.active ? mallItemPointValue({ pointsCost: after!.pointsCost, grant }) : 0;
    const worthBefore = before.active ? mallItemPointValue({ pointsCost: before.pointsCost, grant: grantBefore }) : 0;
    if (worth > worthBefore) await assertRewardBudget(tx, brandId, new Date(), { pointValueAtLeastMinor: worth });
    const changed = Object.keys(patch) as (keyof MallItemPatch)[];
    const pick = (row: PointRewardRow) => Object.fromEntries(changed.map((k) => [k, row[k as keyof PointRewardRow]]));
    await recordAudit(tx, operator, { brandId, action: 'point_reward.update', target: `point_reward:${before.id}`, detail: { code, before: pick(before), after: pick(after!) } });
    return itemView(after!, (await unitsByItem(tx, brandId, before.id)).get(before.id));
  });
}
