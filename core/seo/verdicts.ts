/** How a title or meta description length compares with what results pages show (spec §5). */
export type LengthVerdict = 'missing' | 'too short' | 'optimal' | 'too long';

/** Spec §5's lengths: under `min` too short, over `max` too long, otherwise optimal; `recommended` within that. */
export interface LengthGuide {
  min: number;
  max: number;
  recommended: readonly [number, number];
}

export const TITLE_LENGTH: LengthGuide = { min: 30, max: 60, recommended: [50, 60] };
export const DESCRIPTION_LENGTH: LengthGuide = { min: 120, max: 160, recommended: [150, 160] };

export type PageSpeedBand = 'excellent' | 'needs improvement' | 'poor';

export type MobileFriendly = 'yes' | 'no' | 'unknown';

/**
 * Characters as a person counts them: Unicode code points, so an emoji or a CJK character outside the
 * Basic Multilingual Plane counts once, where `String.length` (UTF-16 units) would count it twice.
 */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** 0 missing, under the guide's minimum too short, over its maximum too long, otherwise optimal. */
export function lengthVerdict(guide: LengthGuide, length: number): LengthVerdict {
  if (length <= 0) return 'missing';
  if (length < guide.min) return 'too short';
  if (length > guide.max) return 'too long';
  return 'optimal';
}

/** Whether an optimal length is also in the guide's recommended sub-range (50–60 for titles). */
export function isRecommendedLength(guide: LengthGuide, length: number): boolean {
  return length >= guide.recommended[0] && length <= guide.recommended[1];
}

/** What is said beside the verdict: "In the recommended 50–60" or "Recommended: 50–60". */
export function recommendedRangeText(guide: LengthGuide, length: number): string {
  const range = `${guide.recommended[0]}–${guide.recommended[1]}`;
  return isRecommendedLength(guide, length) ? `In the recommended ${range}` : `Recommended: ${range}`;
}

/** Title: 0 missing, under 30 too short, over 60 too long, otherwise optimal (50–60 recommended). */
export function titleVerdict(length: number): LengthVerdict {
  return lengthVerdict(TITLE_LENGTH, length);
}

/** Meta description: 0 missing, under 120 too short, over 160 too long, otherwise optimal (150–160 recommended). */
export function descriptionVerdict(length: number): LengthVerdict {
  return lengthVerdict(DESCRIPTION_LENGTH, length);
}

/** PageSpeed score (0–100): 90 and above excellent, 50–89 needs improvement, below 50 poor. */
export function pageSpeedBand(score: number): PageSpeedBand {
  if (score >= 90) return 'excellent';
  if (score >= 50) return 'needs improvement';
  return 'poor';
}

export const LENGTH_VERDICT_LABELS: Record<LengthVerdict, string> = {
  missing: 'Missing',
  'too short': 'Too short',
  optimal: 'Optimal',
  'too long': 'Too long',
};

/** What to say of a length: its verdict's advice, or, for an optimal length in the recommended range, that. */
export type LengthAdvice = LengthVerdict | 'recommended';

export function lengthAdvice(guide: LengthGuide, length: number): LengthAdvice {
  const verdict = lengthVerdict(guide, length);
  return verdict === 'optimal' && isRecommendedLength(guide, length) ? 'recommended' : verdict;
}

export const TITLE_ADVICE: Record<LengthAdvice, string> = {
  missing: 'Add a <title>: results pages show it as the link people click.',
  'too short': 'Titles under 30 characters leave room unused; add what the page offers or who it is for.',
  optimal: 'A good length; 50–60 characters would use the full width of a results page.',
  recommended: 'Titles of 50–60 characters show in full on most results pages.',
  'too long': 'Titles over 60 characters are usually cut off; put the important words first.',
};

export const DESCRIPTION_ADVICE: Record<LengthAdvice, string> = {
  missing: 'Add a meta description, or search engines will pick a snippet from the page text themselves.',
  'too short': 'Descriptions under 120 characters leave the snippet short; say what the visitor will find.',
  optimal: 'A good length; 150–160 characters would fill the snippet.',
  recommended: 'Descriptions of 150–160 characters fill the snippet without being cut off.',
  'too long': 'Descriptions over 160 characters are usually cut off; keep the key message at the start.',
};

export const PAGE_SPEED_LABELS: Record<PageSpeedBand, string> = {
  excellent: 'Excellent',
  'needs improvement': 'Needs improvement',
  poor: 'Poor',
};

export const PAGE_SPEED_ADVICE: Record<PageSpeedBand, string> = {
  excellent: 'The page loads fast on a phone; keep an eye on it as the page changes.',
  'needs improvement': 'Visitors on phones wait noticeably; compress images and defer scripts the page does not need at once.',
  poor: 'The page is slow on a phone and many visitors will leave before it loads; start with the largest images and scripts.',
};

export const MOBILE_FRIENDLY_LABELS: Record<MobileFriendly, string> = {
  yes: 'Yes',
  no: 'No',
  unknown: 'Unknown',
};

export const MOBILE_FRIENDLY_ADVICE: Record<MobileFriendly, string> = {
  yes: 'The page sets a viewport that follows the width of the device.',
  no: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> so phones do not show a shrunken desktop page.',
  unknown: 'The address did not answer with a web page, so its mobile layout could not be checked.',
};
