import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A concrete URL for every route pattern of apps/web/src/config/paths.ts (spec 000, section 2.1).
 * `routesMissingFrom` keeps these lists honest: a new route in paths.ts fails the journey until it is
 * listed here as public or member.
 */
export const publicRoutes: Record<string, string> = {
  '/': '/',
  '/our-packages': '/our-packages',
  '/products': '/products',
  '/products/create': '/products/create',
  '/products/check': '/products/check',
  '/products/dekonstrukt1': '/products/dekonstrukt1',
  '/about': '/about',
  '/contact': '/contact',
  '/login': '/login',
  '/join': '/join',
  '/forgotten-password': '/forgotten-password',
  '/reset-password/:resetCode': '/reset-password/not-a-real-code',
  '/confirm-email/:code': '/confirm-email/not-a-real-code',
  '/terms-conditions': '/terms-conditions',
  '/privacy-policy': '/privacy-policy',
  '/thank-you': '/thank-you',
  '/account-success': '/account-success',
  '/no-credits': '/no-credits',
  '/no-activeplan': '/no-activeplan',
  '/404': '/404',
};

export const memberRoutes: Record<string, string> = {
  '/my-account': '/my-account',
  '/my-account/setting': '/my-account/setting',
  '/my-account/manage-plan': '/my-account/manage-plan',
  '/my-account/manage-plan/top-up': '/my-account/manage-plan/top-up',
  '/my-saved-creations': '/my-saved-creations',
  '/check-search-history': '/check-search-history',
  '/brand-creator/:savekonstrukt?': '/brand-creator',
  '/brand-checker/:historydekonstrukt?': '/brand-checker',
  '/brand-tester': '/brand-tester',
  '/payment-success/:amount?/:sessionId?': '/payment-success/20',
  '/payment-failure/:amount?/:sessionId?': '/payment-failure/20',
  '/checkout': '/checkout',
};

/**
 * Patterns not scanned, with the reason: the activation page is blank and redirects to /login at
 * once (spec 2.5), so scanning it would scan the login page a second time.
 */
export const unscannedRoutes: Record<string, string> = {
  '/activate/:email/:activationCode': 'blank page that redirects to /login',
};

/** Route patterns in paths.ts that none of the lists above names. */
export function routesMissingFrom(...lists: Array<Record<string, string>>): string[] {
  const source = readFileSync(path.join('apps', 'web', 'src', 'config', 'paths.ts'), 'utf8');
  const patterns = [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  const known = new Set(lists.flatMap((list) => Object.keys(list)));
  return patterns.filter((pattern) => !known.has(pattern));
}
