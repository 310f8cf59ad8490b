/** Every route path of the app in one place; links and the router both read from here. */
export const paths = {
  home: '/',
  rankChecker: '/#rank-checker',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  settings: '/settings',
  pricing: '/pricing',
  blog: '/blog',
  faq: '/faq',
  about: '/about',
  contact: '/contact',
  changelog: '/changelog',
  dashboard: '/dashboard',
  history: '/history',
  reports: '/reports',
  learn: '/learn',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
} as const;

export const RANK_CHECKER_ID = 'rank-checker';
