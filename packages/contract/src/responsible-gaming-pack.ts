import { z } from 'zod';
import { localizedTextSchema } from './brand';

/**
 * A jurisdiction pack (packs/*.json): which responsible-gaming tools a brand offers and how strict they are.
 * A brand names its pack; switching the pack changes behaviour without code. All durations are data.
 */
export const limitPeriods = ['daily', 'weekly', 'monthly'] as const;
export const limitPeriodSchema = z.enum(limitPeriods);
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;

/** Money limits; 'session' is the session time limit in minutes. */
export const limitKinds = ['deposit', 'loss', 'wager'] as const;
export const limitKindSchema = z.enum(limitKinds);
export type LimitKind = z.infer<typeof limitKindSchema>;

export const timeOutDurations = ['24h', '1w', '1m'] as const;
export const timeOutDurationSchema = z.enum(timeOutDurations);
export type TimeOutDuration = z.infer<typeof timeOutDurationSchema>;

export const selfExclusionDurations = ['6m', '1y', '5y', 'permanent'] as const;
export const selfExclusionDurationSchema = z.enum(selfExclusionDurations);
export type SelfExclusionDuration = z.infer<typeof selfExclusionDurationSchema>;

export const responsibleGamingPackSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: localizedTextSchema,
  /** the regulator and rules the pack follows, shown to the operator */
  regulator: z.string(),
  limits: z.object({
    /** which money limits a player may set */
    kinds: z.array(limitKindSchema),
    sessionTime: z.boolean(),
    /** raising or removing a limit waits this long, then needs the player's confirmation */
    coolingOffHours: z.number().int().min(0),
  }),
  realityCheck: z
    .object({ minMinutes: z.number().int().min(1), maxMinutes: z.number().int().min(1), defaultMinutes: z.number().int().min(1) })
    .nullable(),
  timeOut: z.object({
    durations: z.array(timeOutDurationSchema),
    /** a one-tap 24-hour block in the header menu (GlüStV's panic button) */
    panicButton: z.boolean(),
  }),
  selfExclusion: z.object({
    durations: z.array(selfExclusionDurationSchema),
    /** the player may exclude from every brand of the operator at once */
    allBrandsOption: z.boolean(),
  }),
  age: z.object({
    minimum: z.number().int().min(16).max(25),
    /** registration asks for the date of birth and refuses under the minimum */
    requireDateOfBirth: z.boolean(),
  }),
  pacing: z.object({
    /** the in-house slot refuses a round sooner than this after the previous one; null: no pacing */
    minSpinMs: z.number().int().min(0).nullable(),
    autoplay: z.boolean(),
  }),
  /**
   * identity verification (KYC, issue 30): required before the first deposit, before the first withdrawal, or once the
   * member's paid deposits pass the threshold (minor units); a pack without it requires none
   */
  kyc: z
    .object({ requiredBefore: z.enum(['none', 'firstDeposit', 'firstWithdrawal']), depositThresholdMinor: z.number().int().min(1).nullable() })
    .default({ requiredBefore: 'none', depositThresholdMinor: null }),
  /** show the responsible-gaming page right after registration (MGA) */
  pageAfterRegistration: z.boolean(),
  texts: z.object({
    intro: localizedTextSchema,
    /** support contacts shown on the blocked-login page and the responsible-gaming page */
    helpline: localizedTextSchema,
  }),
});
export type ResponsibleGamingPack = z.infer<typeof responsibleGamingPackSchema>;
