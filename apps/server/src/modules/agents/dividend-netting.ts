/**
 * Netting of dividends across sub-teams (issue 27, docs/agent-contracts.md "Netting across sub-teams").
 *
 * Differential pay alone nets a team's wins and losses inside one contract only: a contract whose part of the team won
 * is paid nothing (a dividend is never negative), so its win offset nothing elsewhere. An agent with two puppet
 * sub-teams, one always losing and one always winning, was paid on the losing half while the house took no net profit.
 *
 * The rule, per settlement period and dividend stream: the dividends of the whole chain under any member A (the
 * contract A is the downline of, and every contract below A) cost at most
 *   budget(A) = max(0, min(worth(A), topRate(A) x net(A)))
 * where net(A) is the house's result on A's whole team, topRate(A) the highest rate of those contracts, and worth(A)
 * what they would cost if a dividend could be negative (each team member's result times the highest rate given on
 * its way up to A: settlement-figures.ts nettingRows). When no part of the team won, worth is exactly what the
 * differential dividends add up to, so nothing changes; a part that won lowers worth and net, and so its siblings'
 * and its uplines' pay.
 *
 * Results are carried bottom-up (the budgets), the money is shared top-down: a member's allowance is its budget, or
 * less when its upline's allowance is short. It goes first to its sub-teams (each its budget, all cut in proportion
 * when they ask more than the allowance: a sibling that won has no budget and has already lowered the allowance), and
 * what is left caps the contract the member is the downline of: the upline's differential dividend is what the
 * netted figure leaves after what is paid below. The settlement pays each contract min(its differential dividend, its
 * cap). Amounts are in minor units x basis points until the cap (bigint: a period's team result times 10,000 can pass
 * 2^53).
 */

/** One member of the netting forest: a downline agent of the stream, or a member above one. */
export interface NettingRow {
  id: number;
  uplineId: number | null;
  /** the stream's contracts in force whose downline is this member (at most one in practice) */
  contractIds: number[];
  /** the highest rate (capped at the brand's maximum) of those contracts; 0 without one */
  rateBp: number;
  /** the house's result on the member's team, minor units */
  net: bigint;
  /** the team members' results times the highest rate on their way up to this member, minor units x basis points */
  worth: bigint;
}

interface NettingNode extends NettingRow {
  children: NettingNode[];
  topRateBp: number;
  budget: bigint;
}

const BP = 10_000n;
const atLeastZero = (v: bigint) => (v > 0n ? v : 0n);
const lesser = (a: bigint, b: bigint) => (a < b ? a : b);

/** The rows as trees; a member whose upline is not a row is a root (the rows hold every member above a downline). */
function forestOf(rows: NettingRow[]) {
  const byId = new Map(rows.map((r) => [r.id, { ...r, children: [], topRateBp: r.rateBp, budget: 0n } as NettingNode]));
  const roots: NettingNode[] = [];
  for (const node of byId.values()) {
    const upline = node.uplineId === null ? undefined : byId.get(node.uplineId);
    if (upline) upline.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Every node after all of its children (no recursion: a chain can be deep). */
function childrenFirst(roots: NettingNode[]) {
  const order: NettingNode[] = [];
  const stack = [...roots];
  while (stack.length) {
    const node = stack.pop()!;
    order.push(node);
    stack.push(...node.children);
  }
  return order.reverse();
}

/** Bottom-up: each member's top rate and budget, from its children's. */
function setBudgets(order: NettingNode[]) {
  for (const node of order) {
    for (const child of node.children) node.topRateBp = Math.max(node.topRateBp, child.topRateBp);
    node.budget = atLeastZero(lesser(node.worth, BigInt(node.topRateBp) * node.net));
  }
}

/** What a member's allowance leaves for the contracts it is the downline of, split among them, in minor units. */
function capContractsInto(node: NettingNode, left: bigint, caps: Map<number, number>) {
  if (!node.contractIds.length) return;
  const each = left / BigInt(node.contractIds.length) / BP;
  for (const id of node.contractIds) caps.set(id, Number(each));
}

/** Top-down: each member's allowance to its sub-teams first, the rest to the contract above it. */
function allot(roots: NettingNode[], caps: Map<number, number>) {
  const stack = roots.map((node) => ({ node, allowance: node.budget }));
  while (stack.length) {
    const { node, allowance } = stack.pop()!;
    const asked = node.children.reduce((sum, child) => sum + child.budget, 0n);
    let given = 0n;
    for (const child of node.children) {
      const share = asked <= allowance ? child.budget : (allowance * child.budget) / asked;
      given += share;
      stack.push({ node: child, allowance: share });
    }
    capContractsInto(node, allowance - given, caps);
  }
}

/**
 * The most each contract of the rows may be paid for the period (minor units). Every contract of the rows gets a cap:
 * one the walk does not reach (a corrupt cycle in the tree, no root) is capped at 0.
 */
export function nettedDividendCaps(rows: NettingRow[]) {
  const caps = new Map<number, number>();
  for (const row of rows) for (const id of row.contractIds) caps.set(id, 0);
  const roots = forestOf(rows);
  setBudgets(childrenFirst(roots));
  allot(roots, caps);
  return caps;
}
