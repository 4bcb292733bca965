import { brandDigits, type BrandConfig } from '@app/contract/brand';
import { operatorPermissions } from '@app/contract/operators';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorEnrolments, operatorRecoveryCodes, operatorRoles, operators } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../accounts/passwords';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { revokeCredentials, type SignedInOperator } from './credentials';

type OperatorRow = typeof operators.$inferSelect;

/** The operator as the audit names them. */
export const auditorOf = (operator: Pick<SignedInOperator, 'username'>, ip: string): Operator => ({ actor: operator.username, ip });

export async function listRoles(db: Db) {
  const rows = await db.select().from(operatorRoles).orderBy(asc(operatorRoles.id));
  return rows.map((r) => ({ id: r.id, name: r.name, permissions: r.permissions.filter((p): p is (typeof operatorPermissions)[number] => (operatorPermissions as readonly string[]).includes(p)) }));
}

async function roleNamed(db: Db, name: string) {
  const [role] = await db.select().from(operatorRoles).where(eq(operatorRoles.name, name));
  if (!role) throw new AppError('UNKNOWN_ROLE', { role: name });
  return role;
}

const accountView = (row: OperatorRow, role: string) => ({
  id: row.id,
  username: row.username,
  role,
  brandIds: row.brandIds ?? null,
  enrolled: row.totpSecret !== null,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

export async function listOperators(db: Db) {
  const rows = await db.select({ operator: operators, role: operatorRoles.name }).from(operators).innerJoin(operatorRoles, eq(operatorRoles.id, operators.roleId)).orderBy(asc(operators.username));
  return rows.map((r) => accountView(r.operator, r.role));
}

/** Brand ids must name brands of this installation. */
function checkBrands(brandIds: string[] | null | undefined, brands: readonly BrandConfig[]) {
  const unknown = (brandIds ?? []).filter((id) => !brands.some((b) => b.id === id));
  if (unknown.length) throw new AppError('VALIDATION_ERROR', { field: 'brandIds', issues: [{ path: 'brandIds', message: `unknown brand ${unknown[0]}` }] });
}

export interface NewOperator {
  username: string;
  password: string;
  role: string;
  brandIds: string[] | null;
  /** a known authenticator secret (the demo's operators); others enrol at their first login */
  totpSecret?: string;
}

/** Creates an operator account (audited: operator.create). The password is hashed; the authenticator comes at the first login. */
export async function createOperator(db: Db, by: Operator, input: NewOperator, brands: readonly BrandConfig[]) {
  checkBrands(input.brandIds, brands);
  const role = await roleNamed(db, input.role);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operators)
        .values({ username: input.username, passwordHash, roleId: role.id, brandIds: input.brandIds, totpSecret: input.totpSecret ?? null, createdBy: by.actor })
        .returning();
      await recordAudit(tx, by, { brandId: null, action: 'operator.create', target: `operator:${row!.id}`, detail: { username: input.username, role: role.name, brandIds: input.brandIds } });
      return accountView(row!, role.name);
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('USERNAME_TAKEN', { field: 'username' });
    throw error;
  }
}

export interface OperatorChange {
  id: number;
  role?: string;
  brandIds?: string[] | null;
  disabled?: boolean;
  resetTwoFactor?: boolean;
}

/**
 * Changes an operator's role, brands or standing (audited with before and after). Disabling or resetting the
 * authenticator ends every session and key of theirs at once. Nobody takes their own access away.
 */
export async function updateOperator(db: Db, by: SignedInOperator, ip: string, change: OperatorChange, brands: readonly BrandConfig[]) {
  checkBrands(change.brandIds, brands);
  if (change.id === by.id && (change.disabled || change.resetTwoFactor || (change.role !== undefined && change.role !== by.role) || change.brandIds !== undefined)) {
    throw new AppError('OWN_ACCESS');
  }
  const role = change.role === undefined ? undefined : await roleNamed(db, change.role);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ operator: operators, role: operatorRoles.name }).from(operators).innerJoin(operatorRoles, eq(operatorRoles.id, operators.roleId)).where(eq(operators.id, change.id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { id: change.id });
    const set: Partial<typeof operators.$inferInsert> = {};
    if (role) set.roleId = role.id;
    if (change.brandIds !== undefined) set.brandIds = change.brandIds;
    if (change.disabled !== undefined) set.disabledAt = change.disabled ? (before.operator.disabledAt ?? new Date()) : null;
    if (change.resetTwoFactor) Object.assign(set, { totpSecret: null, totpLastStep: 0 });
    const [after] = Object.keys(set).length ? await tx.update(operators).set(set).where(eq(operators.id, change.id)).returning() : [before.operator];
    if (change.resetTwoFactor) {
      await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, change.id));
      await tx.delete(operatorEnrolments).where(eq(operatorEnrolments.operatorId, change.id));
    }
    if (change.disabled || change.resetTwoFactor) await revokeCredentials(tx, change.id, 'all');
    const view = accountView(after!, role?.name ?? before.role);
    const was = accountView(before.operator, before.role);
    await recordAudit(tx, auditorOf(by, ip), {
      brandId: null,
      action: 'operator.update',
      target: `operator:${change.id}`,
      detail: { before: { role: was.role, brandIds: was.brandIds, disabled: was.disabled, enrolled: was.enrolled }, after: { role: view.role, brandIds: view.brandIds, disabled: view.disabled, enrolled: view.enrolled } },
    });
    return view;
  });
}

/** Whether an enabled operator holding operators.manage exists: until one does, the master token may create one. */
export async function hasManagingOperator(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(operators)
    .innerJoin(operatorRoles, eq(operatorRoles.id, operators.roleId))
    .where(and(isNull(operators.disabledAt), sql`${operatorRoles.permissions} ? 'operators.manage'`));
  return (row?.n ?? 0) > 0;
}

/** The brands an operator sees. */
export const brandsOf = (operator: Pick<SignedInOperator, 'brandIds'>, brands: readonly BrandConfig[]) =>
  operator.brandIds === null ? [...brands] : brands.filter((b) => operator.brandIds!.includes(b.id));

/** The brand ids a list is filtered to: the operator's, narrowed to one when asked (none when it is not theirs). */
export function brandIdsInView(operator: Pick<SignedInOperator, 'brandIds'>, brands: readonly BrandConfig[], brandId: string | undefined) {
  const visible = brandsOf(operator, brands).map((b) => b.id);
  if (brandId === undefined) return visible;
  return visible.includes(brandId) ? [brandId] : [];
}

/** The signed-in operator as the back office shows them. */
export function selfView(operator: SignedInOperator, brands: readonly BrandConfig[]) {
  return {
    id: operator.id,
    username: operator.username,
    role: operator.role,
    permissions: operatorPermissions.filter((p) => operator.permissions.has(p)),
    brandIds: operator.brandIds,
    brands: brandsOf(operator, brands).map((b) => ({ id: b.id, name: b.name, currencySymbol: b.currencySymbol, currency: b.currency, currencyDigits: brandDigits(b), timeZone: b.timeZone })),
  };
}

/** Refuses (as not found: a brand one may not see does not exist for them) a brand outside the operator's. */
export function requireBrand(operator: Pick<SignedInOperator, 'brandIds'>, brandId: string) {
  if (operator.brandIds !== null && !operator.brandIds.includes(brandId)) throw new AppError('NOT_FOUND', { brandId });
}
