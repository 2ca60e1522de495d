/**
 * Every route of the web app in one place (spec 000, section 2.1). `path` is the router pattern,
 * `getHref` builds a link so that no component spells a URL by hand.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  ourPackages: { path: '/our-packages', getHref: () => '/our-packages' },
  products: { path: '/products', getHref: () => '/products' },
  productCreate: { path: '/products/create', getHref: () => '/products/create' },
  productCheck: { path: '/products/check', getHref: () => '/products/check' },
  productCheckLegacy: { path: '/products/dekonstrukt1', getHref: () => '/products/dekonstrukt1' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  login: {
    path: '/login',
    /** `next`: the same-site page to return to after signing in (checked by lib/next-path.ts). */
    getHref: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login'),
  },
  join: { path: '/join', getHref: () => '/join' },
  forgottenPassword: { path: '/forgotten-password', getHref: () => '/forgotten-password' },
  resetPassword: {
    path: '/reset-password/:resetCode',
    getHref: (resetCode: string) => `/reset-password/${encodeURIComponent(resetCode)}`,
  },
  activate: {
    path: '/activate/:email/:activationCode',
    getHref: (email: string, code: string) =>
      `/activate/${encodeURIComponent(email)}/${encodeURIComponent(code)}`,
  },
  /** The link mailed to a new address when the sign-in e-mail changes (not in the spec's map). */
  confirmEmail: {
    path: '/confirm-email/:code',
    getHref: (code: string) => `/confirm-email/${encodeURIComponent(code)}`,
  },
  terms: { path: '/terms-conditions', getHref: () => '/terms-conditions' },
  privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  thankYou: { path: '/thank-you', getHref: () => '/thank-you' },
  accountSuccess: { path: '/account-success', getHref: () => '/account-success' },
  noCredits: { path: '/no-credits', getHref: () => '/no-credits' },
  noActivePlan: { path: '/no-activeplan', getHref: () => '/no-activeplan' },
  notFound: { path: '/404', getHref: () => '/404' },
  myAccount: { path: '/my-account', getHref: () => '/my-account' },
  accountSettings: { path: '/my-account/setting', getHref: () => '/my-account/setting' },
  managePlan: { path: '/my-account/manage-plan', getHref: () => '/my-account/manage-plan' },
  topUp: { path: '/my-account/manage-plan/top-up', getHref: () => '/my-account/manage-plan/top-up' },
  savedCreations: { path: '/my-saved-creations', getHref: () => '/my-saved-creations' },
  checkSearchHistory: { path: '/check-search-history', getHref: () => '/check-search-history' },
  brandCreator: {
    path: '/brand-creator/:savekonstrukt?',
    /** `saved`: open the saved creation handed over in session storage (spec: savedkonstrukt). */
    getHref: (saved?: 'savedkonstrukt') => (saved ? `/brand-creator/${saved}` : '/brand-creator'),
  },
  brandChecker: {
    path: '/brand-checker/:historydekonstrukt?',
    /** `reportToken`: a past search's report (spec: historydekonstrukt), its token also in the query. */
    getHref: (reportToken?: string) =>
      reportToken
        ? `/brand-checker/historydekonstrukt?token=${encodeURIComponent(reportToken)}`
        : '/brand-checker',
  },
  brandTester: { path: '/brand-tester', getHref: () => '/brand-tester' },
  paymentSuccess: {
    path: '/payment-success/:amount?/:sessionId?',
    getHref: (amount?: string) => (amount ? `/payment-success/${amount}` : '/payment-success'),
  },
  paymentFailure: {
    path: '/payment-failure/:amount?/:sessionId?',
    getHref: (amount?: string) => (amount ? `/payment-failure/${amount}` : '/payment-failure'),
  },
  checkout: {
    path: '/checkout',
    /** `productId`: the package to pay for (from product/getproduct). */
    getHref: (productId?: string) =>
      productId ? `/checkout?product=${encodeURIComponent(productId)}` : '/checkout',
  },
} as const;

/** The external blog list that the Tips & Tricks 'View more' link opens (configurable at build time). */
export const blogListUrl: string = import.meta.env.VITE_BLOG_URL ?? 'https://brandwright.co.uk/blog';

export const supportEmail = 'support@brandwright.co.uk';
