import { z } from 'zod';
import { claimedUserIdSchema, text } from './common.ts';

// The Check tool (spec 002): one search of a brand name across trademark registers, domains, social
// networks and the web. A search costs one credit (spec 9) and runs one background job per source.

export const checkMessages = {
  /** Spec 5. */
  brandNameRequired: 'Brand Name is required',
  /** Spec 5. */
  searchOptionRequired: 'Please select a search option',
  searchNotFound: 'Search not found',
  tooManyNames: 'Check at most 5 brand names at once',
  nameTooLong: 'A brand name can be at most 63 characters long',
  classes: 'Trademark classes are numbers from 1 to 45',
  searchType: "search_type must be 'dekonstruktor'",
} as const;

/** Spec 9: the job type codes a client sends (comma-joined in `job_type`). */
export const CHECK_JOB_TYPES = [
  'trademark_search',
  'euipo_search',
  'usipo_search',
  'domain_search',
  'social_search',
  'social_users_search',
  'web_search',
] as const;
export type CheckJobType = (typeof CHECK_JOB_TYPES)[number];

/**
 * Our sources: one background job and one progress row each. The names are the export's
 * `data_sources` values (spec 7), with US trademarks as a source of its own.
 */
export const CHECK_SOURCES = [
  'uk_trademarks',
  'eu_trademarks',
  'us_trademarks',
  'domains',
  'social',
  'social_users',
  'web',
] as const;
export type CheckSource = (typeof CHECK_SOURCES)[number];

export const CHECK_SOURCE_OF_JOB_TYPE: Record<CheckJobType, CheckSource> = {
  trademark_search: 'uk_trademarks',
  euipo_search: 'eu_trademarks',
  usipo_search: 'us_trademarks',
  domain_search: 'domains',
  social_search: 'social',
  social_users_search: 'social_users',
  web_search: 'web',
};

export const CHECK_SOURCE_LABELS: Record<CheckSource, string> = {
  uk_trademarks: 'UK Trademarks',
  eu_trademarks: 'EU Trademarks',
  us_trademarks: 'US Trademarks',
  domains: 'Domains',
  social: 'Social Media',
  social_users: 'Social Media Handles',
  web: 'Web',
};

/** Spec 9: page size of the result tables, domains 50. */
export const CHECK_PAGE_SIZE = 10;
export const CHECK_DOMAIN_PAGE_SIZE = 50;
/** Most brand names one search checks (pills of the input). */
export const MAX_CHECK_NAMES = 5;
export const MAX_CHECK_NAME_LENGTH = 63;

/**
 * A source's state. `queued` and `running` are in progress; `done` answered (its records may be
 * empty); `unknown` could not answer and says why in `reason`; `not_checked` was chosen but this
 * product cannot check it yet (reason says so). Neither of the last two is ever shown as "available".
 */
export const CHECK_SOURCE_STATES = ['queued', 'running', 'done', 'unknown', 'not_checked'] as const;
export type CheckSourceState = (typeof CHECK_SOURCE_STATES)[number];
export const isFinishedSourceState = (state: CheckSourceState): boolean =>
  state === 'done' || state === 'unknown' || state === 'not_checked';

const jobTypeListSchema = z
  .union([text().max(500), z.array(text().max(50)).max(20)])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(
    z.array(z.enum(CHECK_JOB_TYPES, { message: `job_type values are among ${CHECK_JOB_TYPES.join(', ')}` })),
  );

const classNumberSchema = z
  .number({ message: checkMessages.classes })
  .int(checkMessages.classes)
  .min(1, checkMessages.classes)
  .max(45, checkMessages.classes);

/** Class values as clients send them: numbers or numeric strings ('Class 9'-style labels are refused). */
export const trademarkCatSchema = z
  .array(
    z
      .union([z.number(), text().trim().max(3)], { message: checkMessages.classes })
      .transform((value) => (value === '' ? Number.NaN : Number(value)))
      .pipe(classNumberSchema),
  )
  .max(45)
  .transform((values) => [...new Set(values)].sort((a, b) => a - b));

const optionalFlag = z.boolean().optional().default(false);

export const socialSearchOptionsSchema = z
  .object({
    users: optionalFlag,
    mentions: optionalFlag,
    twitter: optionalFlag,
    instagram: optionalFlag,
    facebook: optionalFlag,
    real_twitter: optionalFlag,
    real_instagram: optionalFlag,
    real_facebook: optionalFlag,
  })
  .partial()
  .optional();

export const domainSearchOptionsSchema = z
  .object({
    hyphenate: z.boolean().optional().default(false),
    industry: text().trim().max(60).nullish(),
  })
  .optional();

/** The brand names of a search: `keyword` holds one name, or several joined by commas (the pills). */
export function splitCheckNames(keyword: string): string[] {
  const names: string[] = [];
  for (const part of keyword.split(',')) {
    const name = part.trim().replace(/\s+/g, ' ');
    if (name !== '' && !names.some((seen) => seen.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  return names;
}

// POST /api/dekonstruktor (spec 3 'Search request'): validated before any credit moves; no search
// option is a 400 'Please select a search option' and costs nothing.
export const dekonstruktorRequestSchema = z
  .object({
    user_id: claimedUserIdSchema,
    job_type: jobTypeListSchema.optional().default([]),
    social_search_options: socialSearchOptionsSchema,
    domain_search_options: domainSearchOptionsSchema,
    search_type: z.literal('dekonstruktor', { message: checkMessages.searchType }).optional(),
    keyword: text({ error: checkMessages.brandNameRequired })
      .trim()
      .min(1, checkMessages.brandNameRequired)
      .max(400, checkMessages.nameTooLong)
      .superRefine((value, context) => {
        const names = splitCheckNames(value);
        if (names.length === 0)
          context.addIssue({ code: 'custom', message: checkMessages.brandNameRequired });
        if (names.length > MAX_CHECK_NAMES)
          context.addIssue({ code: 'custom', message: checkMessages.tooManyNames });
        if (names.some((name) => name.length > MAX_CHECK_NAME_LENGTH))
          context.addIssue({ code: 'custom', message: checkMessages.nameTooLong });
      }),
    trademark_cat: trademarkCatSchema.optional().default([]),
  })
  .superRefine((value, context) => {
    if (value.job_type.length === 0)
      context.addIssue({ code: 'custom', path: ['job_type'], message: checkMessages.searchOptionRequired });
  });
export type DekonstruktorRequest = z.input<typeof dekonstruktorRequestSchema>;
export type ParsedDekonstruktorRequest = z.output<typeof dekonstruktorRequestSchema>;

export const dekonstruktorResponseSchema = z.object({ search_token: z.string() });
export type DekonstruktorResponse = z.infer<typeof dekonstruktorResponseSchema>;

/** A search token in a path or body: opaque, at most 64 characters; an unknown one is a 404. */
export const checkTokenSchema = text().trim().min(1, checkMessages.searchNotFound).max(64);
export const checkTokenParamsSchema = z.object({ searchToken: checkTokenSchema });

export const checkSourceProgressSchema = z.object({
  source: z.enum(CHECK_SOURCES),
  state: z.enum(CHECK_SOURCE_STATES),
  /** 0..100 for this source. */
  percentage: z.number().int().min(0).max(100),
  /** Records found so far (trademark hits, domains checked, posts…). */
  count: z.number().int().min(0),
  /** Why a source is unknown or not checked, in words; null otherwise. */
  reason: z.string().nullable(),
});
export type CheckSourceProgress = z.infer<typeof checkSourceProgressSchema>;

// GET /api/dekonstruktor/status/{searchToken} (spec: "returns percentage"), plus each source's state.
export const checkStatusResponseSchema = z.object({
  percentage: z.number().int().min(0).max(100),
  complete: z.boolean(),
  sources: z.array(checkSourceProgressSchema),
});
export type CheckStatusResponse = z.infer<typeof checkStatusResponseSchema>;

/** Ours on every trademark record: how close it is to the searched name and why. */
const conflictFields = {
  /** The searched brand name this hit answers (a search may check several). */
  query: z.string(),
  score: z.number(),
  risk: z.enum(['high', 'medium', 'low']),
  reasons: z.array(z.string()),
  office_url: z.string().nullable(),
  /** True for rows of the demo register, which are not real register entries. */
  demo: z.boolean(),
};

/** Spec 3 'Records', UK; `name` is the mark itself (the spec's Name column shows the representatives). */
export const ukTrademarkRecordSchema = z.object({
  application_number: z.string(),
  name: z.string(),
  representatives: z.string(),
  status: z.string(),
  nice_classes: z.array(z.number().int()),
  registration_date: z.string().nullable(),
  ...conflictFields,
});
export type UkTrademarkRecord = z.infer<typeof ukTrademarkRecordSchema>;

export const euTrademarkRecordSchema = z.object({
  application_number: z.string(),
  word_mark_specification: z.object({ verbalElement: z.string() }),
  representatives: z.array(z.object({ name: z.string() })),
  applicants: z.array(z.object({ name: z.string() })),
  status: z.string(),
  nice_classes: z.array(z.number().int()),
  ...conflictFields,
});
export type EuTrademarkRecord = z.infer<typeof euTrademarkRecordSchema>;

export const usTrademarkRecordSchema = z.object({
  trademark_id: z.string(),
  name: z.string(),
  status: z.string(),
  classes: z.array(z.number().int()),
  ...conflictFields,
});
export type UsTrademarkRecord = z.infer<typeof usTrademarkRecordSchema>;

export const DOMAIN_RECORD_AVAILABILITIES = ['available', 'taken', 'unknown', 'not_checked'] as const;
export const checkDomainRecordSchema = z.object({
  name: z.string(),
  registrar: z.string().nullable(),
  availability: z.enum(DOMAIN_RECORD_AVAILABILITIES),
  reason: z.string(),
  expires_at: z.string().nullable(),
});
export type CheckDomainRecord = z.infer<typeof checkDomainRecordSchema>;

/** Part 2 of the Check tool fills these; they are part of the contract already. */
export const socialRecordSchema = z.object({
  network: z.string(),
  sentiment: z.number().nullable(),
  text: z.string(),
  url: z.string(),
  post_id: z.string().nullable(),
});
export const socialUserRecordSchema = z.object({
  network: z.string(),
  handle: z.string(),
  availability: z.enum(DOMAIN_RECORD_AVAILABILITIES),
  reason: z.string(),
  url: z.string().nullable(),
  /**
   * True when availability is `available` only as far as anyone can see: the network said 'not found'
   * but keeps the names of deleted and suspended accounts ('looks available'; the reason says so).
   */
  looks_available: z.boolean().optional(),
});
/** A handle free on the most networks (issue 13's best common handle), from the first brand name. */
export const bestHandleSchema = z.object({
  handle: z.string(),
  /** Networks where it is available, including those where it only looks available. */
  free_on: z.array(z.string()),
  /** Of those, the networks that keep deleted and suspended names: free as far as anyone can see. */
  looks_available_on: z.array(z.string()),
});
export type BestHandle = z.infer<typeof bestHandleSchema>;

/** One social mention source's part of a search (Hacker News, Mastodon…): whether it answered, and why not. */
export const mentionSourceStateSchema = z.object({
  source: z.string(),
  label: z.string(),
  state: z.enum(['done', 'unknown', 'not_checked']),
  reason: z.string().nullable(),
  count: z.number().int(),
});
export type MentionSourceState = z.infer<typeof mentionSourceStateSchema>;

export const webRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  domain: z.string(),
  rank_absolute: z.number().int(),
  url: z.string(),
});

const section = <T extends z.ZodType>(record: T) =>
  z.object({
    results: z.array(record),
    search_token: z.string(),
    /** The source's state; `unknown` and `not_checked` carry their reason. */
    state: z.enum(CHECK_SOURCE_STATES),
    reason: z.string().nullable(),
    /** Every record of the source (results may be the first part only; the paginate calls give the rest). */
    total: z.number().int(),
  });

// GET /api/dekonstruktor/result/{searchToken}: the documented sections (null when not chosen; either
// trademark section may be null), plus US trademarks and social users, which the spec's client reads
// through the paginate calls.
export const checkResultResponseSchema = z.object({
  data: z.object({
    keyword: z.string(),
    names: z.array(z.string()),
    trademark_cat: z.array(z.number().int()),
    complete: z.boolean(),
    /** True when results come from the loopback demo sources (CHECK_SOURCES=demo) or the demo register. */
    demo: z.boolean(),
    unitedkingdomTrademarkSearch: section(ukTrademarkRecordSchema).nullable(),
    europeTrademarkSearch: section(euTrademarkRecordSchema).nullable(),
    unitedstatesTrademarkSearch: section(usTrademarkRecordSchema).nullable(),
    domain_search: section(checkDomainRecordSchema).nullable(),
    social_search: section(socialRecordSchema)
      .extend({ sources: z.array(mentionSourceStateSchema).optional() })
      .nullable(),
    social_user_search: section(socialUserRecordSchema)
      .extend({ best_handles: z.array(bestHandleSchema).optional() })
      .nullable(),
    web_search: section(webRecordSchema).extend({ total_hits: z.number().int() }).nullable(),
  }),
});
export type CheckResultResponse = z.infer<typeof checkResultResponseSchema>;

// The paginate calls (spec 7): `page` as sent (the client adds one, so 1 is the first page).
export const checkPaginateQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  /** Ours: eu-trademark/paginate also serves the US table with office=US (spec: "the US table uses this same call"). */
  office: z.enum(['EU', 'US']).optional().default('EU'),
  /** Classes to keep (comma-joined); none keeps every hit. */
  categoryIds: text().max(200).optional(),
  real_twitter: text().max(10).optional(),
  real_instagram: text().max(10).optional(),
  real_facebook: text().max(10).optional(),
});
export const checkPaginateResponseSchema = z.object({
  results: z.array(z.unknown()),
  totalRecords: z.number().int().min(0),
});
export type CheckPaginateResponse = z.infer<typeof checkPaginateResponseSchema>;

// POST /api/dekonstruktor/history: the caller's Check searches, newest first.
export const checkHistoryRequestSchema = z
  .object({
    user_id: claimedUserIdSchema,
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    url: text().max(2048).optional(),
  })
  .nullish();
export const checkHistoryItemSchema = z.object({
  user_id: z.string(),
  keyword: z.string(),
  search_token: z.string(),
  /** Comma-separated job types (spec 3, as in the history list). */
  job_type: z.string(),
  /** A JSON string of the class list (spec 3). */
  trademark_cat: z.string(),
  report_cat: z.string(),
  request_date: z.string(),
  complete: z.boolean(),
});
export type CheckHistoryItem = z.infer<typeof checkHistoryItemSchema>;
export const checkHistoryResponseSchema = z.object({
  data: z.array(checkHistoryItemSchema),
  totalRecords: z.number().int(),
});

/** Bodies of the per-search POST calls: the token, and fields the original sends that we ignore. */
export const checkSearchBodySchema = z.object({
  user_id: claimedUserIdSchema,
  search_token: z.union([checkTokenSchema, z.number().int().transform(String)]),
  keyword: text().max(400).optional(),
  jobType: z.union([text().max(500), z.array(text().max(50)).max(20)]).optional(),
  trademark_cat: z.unknown().optional(),
});

const percentageComplete = z.number().int().min(0).max(100);
// POST /api/dekonstruktor/getSearchCount (spec 3 'Search counts'); request_status 1 when the office
// answered, 0 when it could not (shown as not available).
export const checkSearchCountResponseSchema = z.object({
  domainCount: z.object({
    domain_count: z.number().int(),
    free_domain_count: z.number().int(),
    percentage_complete: percentageComplete,
  }),
  webCount: z.object({ web_count: z.number().int(), percentage_complete: percentageComplete }),
  socialCount: z.object({ social_media_count: z.number().int(), percentage_complete: percentageComplete }),
  trademarkCount: z.object({
    uktrademark_count: z.number().int(),
    request_status: z.union([z.literal(0), z.literal(1)]),
    percentage_complete: percentageComplete,
  }),
  eutrademarkCount: z.object({
    europetrademark_count: z.number().int(),
    request_status: z.union([z.literal(0), z.literal(1)]),
    percentage_complete: percentageComplete,
  }),
  ustrademarkCount: z.object({
    ustrademark_count: z.number().int(),
    request_status: z.union([z.literal(0), z.literal(1)]),
    percentage_complete: percentageComplete,
  }),
});
export type CheckSearchCountResponse = z.infer<typeof checkSearchCountResponseSchema>;

// POST /api/dekonstruktor/{social,domain,web,uk,europe}searchPercetage: one source's readiness.
export const CHECK_PERCENTAGE_PATHS = {
  socialsearchPercetage: 'social',
  domainsearchPercetage: 'domains',
  websearchPercetage: 'web',
  uksearchPercetage: 'uk_trademarks',
  europesearchPercetage: 'eu_trademarks',
} as const satisfies Record<string, CheckSource>;
export const checkSourcePercentageResponseSchema = z.object({
  percentage_complete: percentageComplete,
  ready: z.boolean(),
  state: z.enum(CHECK_SOURCE_STATES),
  reason: z.string().nullable(),
});

// POST /api/dekonstruktor/userSelectedSearchCategory: the search's choices (the client uses the first element).
export const checkSelectedCategoryItemSchema = z.object({
  keyword: z.string(),
  search_token: z.string(),
  job_type: z.array(z.enum(CHECK_JOB_TYPES)),
  trademark_cat: z.array(z.number().int()),
  report_cat: z.string(),
  social_search_options: z.record(z.string(), z.boolean()),
  domain_search_options: z.object({ hyphenate: z.boolean(), industry: z.string().nullable() }),
});
export const checkSelectedCategoryResponseSchema = z.array(checkSelectedCategoryItemSchema);

// POST /api/dekonstruktor/contact (no body): the referral to IP partners, recorded once per account.
// GET of the same path tells the screen whether to disable the tick-box.
export const checkReferralResponseSchema = z.object({ referred: z.boolean() });

// GET /api/dekonstruktor/events/{searchToken}: Server-Sent Events. Each `source` event's data is a
// checkSourceProgressSchema; `status` carries a checkStatusResponseSchema; `complete` is sent once, last.
export const CHECK_EVENT_NAMES = ['status', 'source', 'complete'] as const;

// POST /api/dekonstruktor/trademarkcategory (payload not shown in the spec; ours is checkSearchBodySchema):
// the search's chosen Nice classes with their headings, in class order.
export const checkTrademarkCategoryResponseSchema = z.object({
  data: z.array(z.object({ class: z.number().int(), description: z.string() })),
});
export type CheckTrademarkCategoryResponse = z.infer<typeof checkTrademarkCategoryResponseSchema>;

/** The paginate calls' `categoryIds`: Nice classes, comma-joined ('9,35'); empty keeps every record. */
export const checkCategoryIdsSchema = text()
  .max(200)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(/^\d{1,2}$/, checkMessages.classes)
        .transform(Number)
        .pipe(classNumberSchema),
    ),
  );

/**
 * Spec 2: a social post's handle comes from its URL for twitter and facebook, from the post id for
 * youtube; null where the spec derives none.
 */
export function socialHandleOf(record: {
  network: string;
  url: string;
  post_id: string | null;
}): string | null {
  const network = record.network.toLowerCase();
  if (network === 'youtube') return record.post_id;
  if (network !== 'twitter' && network !== 'facebook') return null;
  try {
    const first = new URL(record.url).pathname.split('/').find((part) => part !== '');
    return first ? `@${first}` : null;
  } catch {
    return null;
  }
}
