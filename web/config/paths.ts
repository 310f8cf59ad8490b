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
  /** The link in rank alert e-mails that turns them off (contracts/email-preferences UNSUBSCRIBE_PAGE). */
  unsubscribe: '/unsubscribe',
  settings: '/settings',
  /** An invitation link: /join?token=… (server/services/workspaces/invitations). */
  join: '/join',
  pricing: '/pricing',
  payment: '/payment',
  paymentSuccess: '/payment/success',
  paymentCancel: '/payment/cancel',
  blog: '/blog',
  faq: '/faq',
  about: '/about',
  contact: '/contact',
  /** The API reference, rendered from the server's OpenAPI document. */
  apiDocs: '/docs/api',
  changelog: '/changelog',
  dashboard: '/dashboard',
  history: '/history',
  schedules: '/schedules',
  /** The tracked sites; /sites/{site} is one site's keyword table. */
  sites: '/sites',
  reports: '/reports',
  competitors: '/competitors',
  learn: '/learn',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
} as const;

/** A site's page: /sites/example.com, or /sites/example.com%2Fblog for a site that is a folder. */
export const sitePagePath = (site: string) => `${paths.sites}/${encodeURIComponent(site)}`;

export const RANK_CHECKER_ID = 'rank-checker';
