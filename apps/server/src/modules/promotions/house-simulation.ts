/**
 * The house's expected result against an abuser's best strategy, per reward path, under a brand's terms (issue 27).
 * `npm run bench` prints it for both demo brands (scripts/bench-economics.mjs) and test/routes/house-economics.test.ts
 * runs it on a small scale; docs/promotions.md explains the paths.
 *
 * The games are modelled by their expected edge: a bet of stake s at edge e and win chance p pays s x (1 - e) / p or
 * nothing. Valid turnover is s x min(1, e / floor) (wager-worth.ts), so per unit of valid turnover the house keeps at
 * least the category's floor; the abuser picks the bets that make rewards cheapest:
 * - turnover paths (rebates, VIP rebate bonus, points, missions, turnover promotions, agent salaries and dividends, the
 *   member's cashback): the abuser's team bets at the lowest edge the category offers, where a reward costs least per
 *   unit of loss; computed as an expectation per unit staked (their variance does not change it);
 * - bonus paths: every bonus the brand grants, played by Monte Carlo with the bold and the grinding strategy at the
 *   cheapest wagering (the category with the lowest floor / weight); a no-deposit bonus's cash-out is capped and waits
 *   for its deposit, which must itself be wagered (the withdrawal turnover) before it leaves: the abuser makes it only
 *   when the bonus pays more than that costs, else walks away;
 * - transfers: money moved through a chain of members carries its turnover (docs/transfers.md), so it leaves the tree
 *   only after the turnover it owes is wagered, at the cost of the turnover paths.
 */
import type { BonusTerms } from '@app/contract/promotions';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seededRandom } from '../../lib/seeded-random';
import { loyaltySettings, missions, walletSettings } from '../../db/schema';
import { INHOUSE_RTP } from '@app/contract/inhouse-games';
import { FULL_WEIGHT_BP, wagerRulesOf, weightOfEdge } from '../wallet/wager-worth';
import { termsOf } from './catalogue';
import { agentPayOf, cashbackShareBp, livePromotionsOf, rewardBudget, type CategoryBudget } from './reward-budget';

export interface SimulatedBonus {
  name: string;
  /** what the abuser deposits to get it and plays with it (0: none) */
  depositMinor: number;
  /** money the abuser puts in elsewhere to get it (a referred friend's deposit): it leaves after its own turnover */
  sideDepositMinor?: number;
  amountMinor: number;
  terms: BonusTerms;
}

export interface HouseTerms {
  brandId: string;
  floors: Record<string, number>;
  budgets: CategoryBudget[];
  /** the share of net loss the weekly cashback returns (bp) */
  cashbackBp: number;
  /** what the house pays agents at most on a bet (the brand's maximum rates; 0 when uplines pay): any chain's depth */
  agentSalaryMaxBp: number;
  agentDividendMaxBp: number;
  /** valid turnover a deposit needs before it may be withdrawn, in hundredths of it */
  turnoverPercent: number;
  bonuses: SimulatedBonus[];
}

/** The lowest edge a category's games offer (bp): our dice and crash keep 1 %; others are as low as the floor. */
function lowestEdgeBp(gameType: string, floorBp: number) {
  if (gameType === 'INHOUSE') return Math.round((1 - Math.max(...Object.values(INHOUSE_RTP))) * FULL_WEIGHT_BP);
  if (gameType === 'LIVE') return 120; // baccarat's banker bet
  return Math.min(floorBp, 250);
}

export async function houseTermsOf(db: Db, brandId: string, now = new Date()): Promise<HouseTerms> {
  const [rules, budgets, agentPay, [wallet], live, [loyalty], bonusMissions] = await Promise.all([
    wagerRulesOf(db, brandId),
    rewardBudget(db, brandId, now),
    agentPayOf(db, brandId),
    db.select({ turnoverPercent: walletSettings.turnoverPercent }).from(walletSettings).where(eq(walletSettings.brandId, brandId)),
    livePromotionsOf(db, brandId, now),
    db.select().from(loyaltySettings).where(eq(loyaltySettings.brandId, brandId)),
    db.select().from(missions).where(and(eq(missions.brandId, brandId), eq(missions.active, true))),
  ]);
  const bonuses: SimulatedBonus[] = [];
  for (const p of live) {
    const terms = termsOf(p);
    if (!terms.bonus) continue;
    const name = `promotion ${p.code}`;
    if (p.mechanic === 'signup') bonuses.push({ name, depositMinor: 0, amountMinor: terms.fixedMinor ?? 0, terms: terms.bonus });
    else if (terms.percentBp) {
      // a match at its best for the abuser: the deposit that reaches the cap (or the minimum when there is none)
      const deposit = terms.capMinor ? Math.ceil((terms.capMinor * 10_000) / terms.percentBp) : (terms.minDepositMinor ?? 100_000);
      bonuses.push({ name, depositMinor: deposit, amountMinor: Math.min(terms.capMinor ?? Infinity, Math.floor((deposit * terms.percentBp) / 10_000)), terms: terms.bonus });
    } else if (terms.fixedMinor) {
      const deposit = terms.qualify?.metric === 'deposit' ? terms.qualify.targetMinor : 0;
      if (p.mechanic !== 'raffle') bonuses.push({ name, depositMinor: deposit, amountMinor: terms.fixedMinor, terms: terms.bonus });
    }
  }
  for (const m of bonusMissions) {
    const reward = m.reward as { kind: string; amountMinor?: number; terms?: BonusTerms };
    // a deposit_amount mission's deposit is the abuser's own money at risk; any other mission's bonus comes free
    if (reward.kind === 'bonus' && reward.terms) bonuses.push({ name: `mission ${m.code}`, depositMinor: m.kind === 'deposit_amount' ? m.target : 0, amountMinor: reward.amountMinor!, terms: reward.terms });
  }
  const referral = loyalty?.referralRules as { enabled: boolean; qualifyDepositMinor: number; reward: { kind: string; amountMinor?: number; terms?: BonusTerms } } | undefined;
  if (referral?.enabled && referral.reward.kind === 'bonus' && referral.reward.terms) {
    // the abuser is the inviter and plays the bonus alone; the friend's qualifying deposit is the abuser's money too,
    // in the friend's account, and leaves it after its turnover
    bonuses.push({ name: 'referral reward', depositMinor: 0, sideDepositMinor: referral.qualifyDepositMinor, amountMinor: referral.reward.amountMinor!, terms: referral.reward.terms });
  }
  return {
    brandId,
    floors: rules.edgeFloorBp,
    budgets,
    cashbackBp: cashbackShareBp(live),
    // what agents cost at most (nothing when uplines pay): every salary kind's maximum added, and the dividends' share
    agentSalaryMaxBp: agentPay.salaryBp,
    agentDividendMaxBp: agentPay.dividendBp,
    turnoverPercent: wallet?.turnoverPercent ?? 100,
    bonuses,
  };
}

export interface PathResult {
  path: string;
  strategy: string;
  /** the house's expected result per abuser (minor units) for the bonus paths; null for the per-turnover paths */
  houseResultMinor: number | null;
  /** the house's expected result per 10,000 of the abuser's stakes, in bp (its edge kept); null when nothing is staked */
  keptBp: number | null;
  /** true when the result is in the house's favour (or zero: the abuser's best is to walk away) */
  holds: boolean;
}


const round1 = (n: number) => Math.round(n * 10) / 10;

/** Turnover paths: what the house keeps per unit staked at the category's lowest edge, all rewards paid at their maximum. */
function turnoverPaths(terms: HouseTerms): PathResult[] {
  const cashback = terms.cashbackBp / 10_000;
  const agentShare = terms.agentDividendMaxBp / 10_000;
  const salaryBp = terms.agentSalaryMaxBp;
  return terms.budgets.flatMap((b) => {
    const edgeBp = lowestEdgeBp(b.gameType, b.floorBp);
    const weight = weightOfEdge(edgeBp, b.floorBp) / FULL_WEIGHT_BP;
    // per unit staked: the expected loss, less the cashback's share of it, less every turnover reward on the valid part
    const member = edgeBp * (1 - cashback) - b.totalBp * weight;
    // the member's agents on top: dividends share the net loss, salaries are paid on the same valid turnover (a chain of
    // any depth costs the house the top rate: docs/agent-contracts.md)
    const withAgents = member - edgeBp * agentShare - salaryBp * weight;
    return [
      { path: `turnover rewards ${b.gameType}`, strategy: `bets at ${edgeBp / 100}% edge, every reward at its highest`, houseResultMinor: null, keptBp: round1(member), holds: member > 0 },
      { path: `agent chain ${b.gameType}`, strategy: 'team of 5 levels, each offered the most it may', houseResultMinor: null, keptBp: round1(withAgents), holds: withAgents > 0 },
    ];
  });
}

/** The cheapest way to wager a bonus: the category whose weighted wagering costs least per unit (its floor / weight). */
function cheapestWagering(terms: HouseTerms, bonus: BonusTerms) {
  let best = { gameType: '', costPerUnit: Infinity };
  for (const [gameType, weightBp] of Object.entries(bonus.weights)) {
    if (!weightBp) continue;
    const floor = terms.floors[gameType] ?? 0;
    const cost = floor / weightBp; // edge per unit of wagering counted: floor x (10000 / weight) / 10000
    if (cost < best.costPerUnit) best = { gameType, costPerUnit: cost };
  }
  return best;
}

interface Play {
  /** what the abuser ends with in cash from the bonus and its own deposit */
  cashMinor: number;
  stakedMinor: number;
}

/**
 * Plays a bonus to its end: stakes at most the maximum bet (and the balance) at win chance p, counting wagering at the
 * cheapest category until it is met, then cashes out (capped).
 */
function playBonus(bonus: SimulatedBonus, edge: number, p: number, rand: () => number): Play {
  const required = bonus.terms.wageringMultiple * (bonus.terms.wageringBase === 'bonus_deposit' ? bonus.amountMinor + bonus.depositMinor : bonus.amountMinor);
  let balance = bonus.amountMinor + bonus.depositMinor;
  let wagered = 0;
  let staked = 0;
  while (wagered < required && balance > 0) {
    const stake = Math.min(bonus.terms.maxBetMinor, balance);
    balance -= stake;
    staked += stake;
    wagered += stake;
    if (rand() < p) balance += (stake * (1 - edge)) / p;
  }
  if (wagered < required) return { cashMinor: 0, stakedMinor: staked };
  const cap = bonus.terms.maxCashoutMinor;
  // a cap holds back the bonus's part; the abuser's own deposit is its own
  const cash = cap === undefined ? balance : Math.min(balance, bonus.depositMinor + cap);
  return { cashMinor: cash, stakedMinor: staked };
}

/** Bonus paths: Monte Carlo of both strategies; the abuser's best is the one that takes most from the house. */
function bonusPaths(terms: HouseTerms, trials: number, seed: number): PathResult[] {
  const minFloor = Math.min(...Object.values(terms.floors).filter((f) => f > 0));
  return terms.bonuses.map((bonus, index) => {
    const cheapest = cheapestWagering(terms, bonus.terms);
    // the edge that makes the counted wagering cheapest: the floor itself (a bet below it counts less, no cheaper)
    const edge = (terms.floors[cheapest.gameType] ?? minFloor) / 10_000;
    let best: PathResult | null = null;
    for (const [strategy, p] of [
      ['grind: even chances at the maximum bet', 0.5],
      ['bold: 5% chances at the maximum bet', 0.05],
    ] as const) {
      const rand = seededRandom(seed + index * 7919 + (p === 0.5 ? 1 : 2));
      let house = 0;
      let staked = 0;
      // without a cap or a deposit rule the house's result has the same expectation as edge x staked - bonus (every
      // stake returns 1 - edge on average, and the abuser takes all that is left): that estimate's variance is far
      // lower than the cash's, whose long shots would need millions of trials
      const plain = bonus.terms.maxCashoutMinor === undefined && !bonus.terms.depositBeforeWithdrawalMinor;
      for (let t = 0; t < trials; t++) {
        const play = playBonus(bonus, edge, p, rand);
        staked += play.stakedMinor;
        let result = plain ? edge * play.stakedMinor - bonus.amountMinor : bonus.depositMinor - play.cashMinor;
        const waitsForDeposit = bonus.terms.depositBeforeWithdrawalMinor ?? 0;
        if (!plain && play.cashMinor > bonus.depositMinor && waitsForDeposit > 0) {
          // the winnings leave after a deposit that must be wagered first (at the lowest floor) before it leaves too
          const depositCost = (waitsForDeposit * terms.turnoverPercent) / 100 * (minFloor / 10_000);
          // the abuser walks away (the bonus goes back to the house) when that costs more than the winnings
          result = play.cashMinor - bonus.depositMinor > depositCost ? result + depositCost : bonus.depositMinor - Math.min(play.cashMinor, bonus.depositMinor);
        }
        // a side deposit owes its withdrawal turnover, which costs the abuser at least the lowest floor
        house += result + (((bonus.sideDepositMinor ?? 0) * terms.turnoverPercent) / 100) * (minFloor / 10_000);
      }
      const mean = house / trials;
      const candidate: PathResult = {
        path: bonus.name,
        strategy,
        houseResultMinor: Math.round(mean),
        keptBp: staked > 0 ? round1((house / staked) * 10_000) : null,
        holds: mean >= 0,
      };
      if (!best || candidate.houseResultMinor! < best.houseResultMinor!) best = candidate;
    }
    return best!;
  });
}

/** Transfers: a deposit moved through 5 members leaves only after its turnover, at the cheapest valid turnover's cost. */
function transferPath(terms: HouseTerms): PathResult {
  const minFloor = Math.min(...Object.values(terms.floors).filter((f) => f > 0));
  const cheapest = [...terms.budgets].sort((a, b) => a.keptBp - b.keptBp)[0]!;
  // per unit deposited: the turnover it owes x what the house keeps per unit of valid turnover at worst
  const kept = (terms.turnoverPercent / 100) * (minFloor * (1 - terms.cashbackBp / 10_000) - cheapest.totalBp);
  return { path: 'transfers around the tree', strategy: 'deposit, move it through 5 members, withdraw', houseResultMinor: null, keptBp: round1(kept), holds: kept > 0 };
}

/** Every path's result under the terms; `trials` Monte Carlo runs per bonus strategy. */
export function simulateHouse(terms: HouseTerms, options: { trials: number; seed?: number }): PathResult[] {
  return [...turnoverPaths(terms), ...bonusPaths(terms, options.trials, options.seed ?? 27), transferPath(terms)];
}
