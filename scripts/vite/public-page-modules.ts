/** The public pages (web/app/seo/public-pages.ts, and the 404 page) as the router loads them: module paths. */
export const PUBLIC_PAGE_MODULES = [
  'web/app/routes/home',
  'web/features/auth/components/login-page',
  'web/features/auth/components/signup-page',
  'web/features/auth/components/forgot-password-page',
  'web/features/auth/components/reset-password-page',
  'web/app/routes/pricing',
  'web/app/routes/blog',
  'web/app/routes/blog-post',
  'web/app/routes/faq',
  'web/app/routes/site-page',
  'web/app/routes/contact',
  'web/features/not-found/components/not-found-page',
] as const;
