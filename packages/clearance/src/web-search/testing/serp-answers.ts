// The two providers' answers in their real JSON formats, built for the loopback fake.

export interface FakeWebResult {
  title: string;
  url: string;
}

export interface FakeSerpPage {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

const json = (status: number, value: unknown, headers?: Record<string, string>): FakeSerpPage => ({
  status,
  body: JSON.stringify(value),
  ...(headers ? { headers } : {}),
});

/** The elements of a results page that are not organic results, placed as Google does. */
const PEOPLE_ALSO_ASK_AT = 3;

export interface DataForSeoTask {
  keyword: string;
  location_code?: number;
  language_code?: string;
  depth?: number;
}

/** DataForSEO's envelope around one task (docs.dataforseo.com/v3/serp/google/organic/live/advanced). */
export function dataForSeoEnvelope(
  task: DataForSeoTask | undefined,
  taskStatus: { code: number; message: string },
  result: unknown[] | null,
  top: { code: number; message: string } = { code: 20000, message: 'Ok.' },
): unknown {
  const failed = taskStatus.code !== 20000;
  return {
    version: '0.1.20260601',
    status_code: top.code,
    status_message: top.message,
    time: '1.8104 sec.',
    cost: failed ? 0 : 0.004,
    tasks_count: task ? 1 : 0,
    tasks_error: failed ? 1 : 0,
    tasks: task
      ? [
          {
            id: '11241120-0000-0066-0000-fa4e0ddfc0de',
            status_code: taskStatus.code,
            status_message: taskStatus.message,
            time: '1.7000 sec.',
            cost: failed ? 0 : 0.004,
            result_count: result?.length ?? 0,
            path: ['v3', 'serp', 'google', 'organic', 'live', 'advanced'],
            data: { api: 'serp', function: 'live', se: 'google', se_type: 'organic', ...task },
            result,
          },
        ]
      : null,
  };
}

/** A successful DataForSEO answer: organic items with a People Also Ask block among them. */
export function dataForSeoResults(
  task: DataForSeoTask,
  results: readonly FakeWebResult[],
  totalHits: number,
): FakeSerpPage {
  const items: unknown[] = [];
  let rankAbsolute = 0;
  results.forEach((result, index) => {
    if (index + 1 === PEOPLE_ALSO_ASK_AT) {
      rankAbsolute += 1;
      items.push({
        type: 'people_also_ask',
        rank_group: 1,
        rank_absolute: rankAbsolute,
        position: 'left',
        xpath: '/html[1]/body[1]/div[3]/div[1]',
        items: [{ type: 'people_also_ask_element', title: `What is ${task.keyword}?`, expanded_element: [] }],
      });
    }
    rankAbsolute += 1;
    const url = new URL(result.url);
    items.push({
      type: 'organic',
      rank_group: index + 1,
      rank_absolute: rankAbsolute,
      position: 'left',
      xpath: `/html[1]/body[1]/div[4]/div[${index + 1}]`,
      domain: url.hostname,
      title: result.title,
      url: result.url,
      cache_url: null,
      related_search_url: null,
      breadcrumb: `${url.origin} › ${url.pathname.split('/').filter(Boolean).join(' › ')}`,
      website_name: url.hostname,
      is_image: false,
      is_video: false,
      is_featured_snippet: false,
      is_malicious: false,
      is_web_story: false,
      description: `${result.title}: a page that mentions ${task.keyword}.`,
      pre_snippet: null,
      extended_snippet: null,
      images: null,
      amp_version: false,
      rating: null,
      price: null,
      highlighted: [task.keyword.replaceAll('"', '')],
      links: null,
      faq: null,
      extended_people_also_search: null,
      about_this_result: null,
      related_result: null,
      timestamp: null,
      rectangle: null,
    });
  });
  const result = {
    keyword: task.keyword,
    type: 'organic',
    se_domain: 'google.co.uk',
    location_code: task.location_code ?? 2826,
    language_code: task.language_code ?? 'en',
    check_url: `https://www.google.co.uk/search?q=${encodeURIComponent(task.keyword)}&num=100&hl=en&gl=GB`,
    datetime: '2026-11-24 11:00:00 +00:00',
    spell: null,
    refinement_chips: null,
    item_types: [...new Set(items.map((item) => (item as { type: string }).type))],
    se_results_count: totalHits,
    items_count: items.length,
    items,
  };
  return json(200, dataForSeoEnvelope(task, { code: 20000, message: 'Ok.' }, [result]));
}

/** Brave's error envelope (`type: 'ErrorResponse'`). */
export function braveError(status: number, code: string, detail: string, headers?: Record<string, string>) {
  return json(
    status,
    {
      type: 'ErrorResponse',
      error: { id: '5b5c3a6e-0000-4000-8000-00000000b0a7', status, code, detail, meta: { component: 'api' } },
      time: 1_764_000_000,
    },
    headers,
  );
}

/** A successful Brave web search answer (`type: 'search'`, results in `web.results`). */
export function braveResults(query: string, results: readonly FakeWebResult[]): FakeSerpPage {
  const base = {
    type: 'search',
    query: {
      original: query,
      show_strict_warning: false,
      is_navigational: false,
      is_news_breaking: false,
      spellcheck_off: true,
      country: 'gb',
      bad_results: false,
      should_fallback: false,
      postal_code: '',
      city: '',
      header_country: '',
      more_results_available: results.length >= 20,
      state: '',
    },
  };
  if (results.length === 0)
    return json(200, { ...base, mixed: { type: 'mixed', main: [], top: [], side: [] } });
  return json(200, {
    ...base,
    mixed: {
      type: 'mixed',
      main: results.map((_, index) => ({ type: 'web', index, all: false })),
      top: [],
      side: [],
    },
    web: {
      type: 'search',
      family_friendly: true,
      results: results.map((result) => {
        const url = new URL(result.url);
        return {
          title: result.title,
          url: result.url,
          is_source_local: false,
          is_source_both: false,
          description: `${result.title}: a page that mentions ${query}.`,
          profile: { name: url.hostname, url: url.origin, long_name: url.hostname, img: '' },
          language: 'en',
          family_friendly: true,
          type: 'search_result',
          subtype: 'generic',
          is_live: false,
          meta_url: {
            scheme: url.protocol.replace(':', ''),
            netloc: url.host,
            hostname: url.hostname,
            favicon: '',
            path: url.pathname === '/' ? '' : ` › ${url.pathname.split('/').filter(Boolean).join(' › ')}`,
          },
        };
      }),
    },
  });
}

/** Hosts of the demo's invented results: reserved `.example` names, so no real site is implied. */
const DEMO_HOSTS = [
  (slug: string) => `https://www.${slug}.example/`,
  (slug: string) => `https://encyclopedia.example/wiki/${slug}`,
  (slug: string) => `https://news.example/business/${slug}-launches`,
  (slug: string) => `https://shop.example/brands/${slug}`,
  (slug: string) => `https://reviews.example/${slug}`,
  (slug: string) => `https://jobs.example/companies/${slug}`,
  (slug: string) => `https://social.example/@${slug}`,
  (slug: string) => `https://directory.example/uk/${slug}-ltd`,
  (slug: string) => `https://blog.example/2026/why-${slug}`,
  (slug: string) => `https://apps.example/details/${slug}`,
  (slug: string) => `https://video.example/c/${slug}`,
  (slug: string) => `https://forum.example/t/${slug}-anyone`,
];

/** Demo results for any phrase, labelled as demo in their titles. */
export function demoResults(phrase: string): { results: FakeWebResult[]; totalHits: number } {
  const slug =
    phrase
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'brand';
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  const count = 4 + (hash % (DEMO_HOSTS.length - 3));
  return {
    results: DEMO_HOSTS.slice(0, count).map((host, index) => ({
      title: `${phrase} (demo result ${index + 1})`,
      url: host(slug),
    })),
    totalHits: 1_000 + hash * 7,
  };
}
