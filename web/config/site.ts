/** Public facts about the product shown in the shell and marketing sections. */
export const site = {
  name: 'Rank Checker',
  tagline: 'Simple. Accurate. Fast.',
  creator: 'the Rank Checker team',
  figures: { users: '2,000+', checks: '10K+' },
} as const;
