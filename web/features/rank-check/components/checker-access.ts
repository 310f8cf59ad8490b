/**
 * What a signed-in user's plan lets the checker do (spec §6): 'free' checks Google only and tracks no
 * competitors; 'full' (trial, Pro, Enterprise) uses all six engines and up to 3 competitors.
 */
export type CheckerAccess = 'free' | 'full';

export const FREE_ENGINE_NOTICE = (engineLabel: string) =>
  `${engineLabel} is only available on Pro plan. Try Pro free for 3 days or upgrade to check all six engines.`;

export const FREE_ENGINE_RESET_NOTICE = (engineLabel: string) =>
  `${engineLabel} is only available on Pro plan, so this check uses Google.`;

// Same words as the server's 403 answer (server/errors.ts).
export const COMPETITORS_RESTRICTED = 'Competitor tracking is only available on Pro plan.';
