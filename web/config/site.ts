/** Public facts about the product shown in the shell and marketing sections. */
export const site = {
  name: 'Rank Checker',
  tagline: 'Simple. Accurate. Fast.',
  creator: 'the Rank Checker team',
  social: [
    { label: 'Rank Checker on GitHub', short: 'GitHub', href: 'https://github.com/rank-checker' },
    { label: 'Rank Checker on X', short: 'X (Twitter)', href: 'https://x.com/rankchecker' },
  ],
  figures: { users: '2,000+', checks: '10K+' },
} as const;
