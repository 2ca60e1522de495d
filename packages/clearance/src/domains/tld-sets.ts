/** The TLDs every check covers, in the order the Domains tab lists them. */
export const DEFAULT_TLDS: readonly string[] = [
  'com',
  'co.uk',
  'uk',
  'io',
  'net',
  'org',
  'co',
  'app',
  'ai',
  'eu',
  'de',
];

/**
 * Extra TLDs suited to an industry value of the search form. Our own table: keys are lower-case words
 * a user is likely to type; a value matches when any of its words is a key (or a key's plural).
 */
export const INDUSTRY_TLDS: Readonly<Record<string, readonly string[]>> = {
  tech: ['tech', 'dev', 'cloud'],
  technology: ['tech', 'dev', 'cloud'],
  software: ['dev', 'tech', 'cloud'],
  saas: ['dev', 'cloud', 'tech'],
  ai: ['tech', 'dev'],
  fashion: ['fashion', 'style', 'shop'],
  clothing: ['fashion', 'clothing', 'shop'],
  retail: ['shop', 'store'],
  ecommerce: ['shop', 'store'],
  shop: ['shop', 'store'],
  food: ['food', 'kitchen', 'cafe'],
  restaurant: ['restaurant', 'menu', 'cafe'],
  coffee: ['coffee', 'cafe'],
  drink: ['bar', 'wine', 'beer'],
  beauty: ['beauty', 'salon', 'skin'],
  health: ['health', 'care', 'clinic'],
  fitness: ['fitness', 'fit', 'health'],
  finance: ['finance', 'money', 'capital'],
  bank: ['finance', 'money'],
  insurance: ['insurance', 'finance'],
  law: ['law', 'legal', 'attorney'],
  legal: ['legal', 'law'],
  education: ['academy', 'school', 'education'],
  travel: ['travel', 'holiday', 'tours'],
  property: ['property', 'homes', 'realty'],
  construction: ['build', 'construction'],
  design: ['design', 'studio', 'art'],
  media: ['media', 'news', 'studio'],
  music: ['music', 'audio', 'band'],
  games: ['games', 'gg'],
  gaming: ['games', 'gg'],
  sport: ['sport', 'team', 'club'],
  pets: ['pet', 'vet'],
  consulting: ['consulting', 'agency', 'partners'],
  marketing: ['agency', 'marketing', 'media'],
  charity: ['charity', 'foundation'],
  energy: ['energy', 'solar', 'green'],
};

/** Default TLDs, then the industry's extras not already in the set. */
export function tldsFor(industry?: string | null): string[] {
  const tlds = [...DEFAULT_TLDS];
  const words = (industry ?? '').toLowerCase().match(/[a-z]+/g) ?? [];
  for (const word of words) {
    const extras = INDUSTRY_TLDS[word] ?? INDUSTRY_TLDS[word.replace(/s$/, '')] ?? [];
    for (const tld of extras) if (!tlds.includes(tld)) tlds.push(tld);
  }
  return tlds;
}
