import { z } from 'zod';
import { claimedUserIdSchema, text } from './common.ts';
import { projectDescriptionSchema, projectNameSchema, projectSummarySchema } from './projects.ts';

/**
 * The Create engine's eight method codes (packages/namegen METHODS, same order): the spec's six
 * search options plus associate and abbreviate. A server test keeps the two lists equal.
 */
export const CREATE_METHODS = [
  'autogen',
  'rhyme',
  'rewrite',
  'associate',
  'urbanedge',
  'translations',
  'abbreviate',
  'word_combi',
] as const;
export type CreateMethod = (typeof CREATE_METHODS)[number];

/** Result-group titles as the product shows them (spec 001 section 9: 'Portmanteau' shows as 'Word Combi Results'). */
export const CREATE_GROUP_TITLES: Record<CreateMethod, string> = {
  autogen: 'Random Results',
  rhyme: 'Sounds Like Results',
  rewrite: 'Looks Like Results',
  associate: 'Describe Like Results',
  urbanedge: 'Urbanize Results',
  translations: 'Foreignize Results',
  abbreviate: 'Abbreviate Results',
  word_combi: 'Word Combi Results',
};

/** The option labels of the Brand Creator's checkboxes. */
export const CREATE_METHOD_LABELS: Record<CreateMethod, string> = {
  autogen: 'Random',
  rhyme: 'Sounds Like',
  rewrite: 'Looks Like',
  associate: 'Describe Like',
  urbanedge: 'Urbanize',
  translations: 'Foreignize',
  abbreviate: 'Abbreviate',
  word_combi: 'Word Combi',
};

/** The per-type result call of each method (POST /api/konstruktor/{path}). */
export const CREATE_RESULT_PATHS: Record<CreateMethod, string> = {
  autogen: 'resultrandomgenerator',
  rhyme: 'resultsoundlike',
  rewrite: 'resultislike',
  associate: 'resultdescribelike',
  urbanedge: 'resulturbanize',
  translations: 'resultforeignize',
  abbreviate: 'resultabbreviate',
  word_combi: 'resultwordcombi',
};

/**
 * Spec 001 section 9: Foreignize languages (ES the default of the options). The create payload's own
 * default is EN, which the engine reads as the options' default, ES.
 */
export const CREATE_LANGUAGES = ['ES', 'FR', 'DE', 'ZH', 'AR', 'IT', 'LA', 'JA', 'PT', 'RU'] as const;
export const CREATE_LANGUAGE_NAMES: Record<(typeof CREATE_LANGUAGES)[number], string> = {
  ES: 'Spanish',
  FR: 'French',
  DE: 'German',
  ZH: 'Chinese',
  AR: 'Arabic',
  IT: 'Italian',
  LA: 'Latin',
  JA: 'Japanese',
  PT: 'Portuguese',
  RU: 'Russian',
};
export const DEFAULT_CREATE_LANGUAGE = 'ES';
export const CREATE_PAYLOAD_DEFAULT_LANGUAGE = 'EN';

/** The longest keyword the engine takes (packages/namegen MAX_KEYWORD_LENGTH). */
export const MAX_CREATE_KEYWORD_LENGTH = 60;
/** Spec 001 section 9. */
export const CREATE_RESULTS_PER_PAGE = 24;
/** Names a group holds at most (pages of 24). */
export const CREATE_GROUP_LIMIT = 96;
/** Spec 001 section 9: a Word Bank of this many words enables 'Check Your Brand Name'. */
export const CHECK_LINK_MIN_WORDS = 3;

export const createMessages = {
  /** Spec 001 section 5, in order (the first two are projectMessages'). */
  projectNameRequired: 'Project name is required',
  projectDescriptionRequired: 'Project description is required',
  searchWordRequired: 'Search word is required',
  searchTermRequired: 'Please select a search term',
  keywordTooLong: `Search word is too long: at most ${MAX_CREATE_KEYWORD_LENGTH} characters`,
  /** Spec 001 section 8. */
  timeout: 'Oh no! Looks like something has gone wrong. Please try your search again or contact us.',
  searchNotFound: 'Search not found',
} as const;

/** Spec 001 section 8: the text of an empty result group. */
export function emptyGroupMessage(method: CreateMethod): string {
  if (method === 'rhyme' || method === 'associate') {
    const tool = method === 'rhyme' ? 'rhyme' : 'associate';
    return `Try your search again – the ${tool} tool will only work with a single word with a known meaning.`;
  }
  return 'Try your search again, perhaps you could try adding some spaces or a different word entirely!';
}

export const createKeywordSchema = text({ error: createMessages.searchWordRequired })
  .trim()
  .min(1, createMessages.searchWordRequired)
  .max(MAX_CREATE_KEYWORD_LENGTH, createMessages.keywordTooLong);

export const createMethodSchema = z.enum(CREATE_METHODS, {
  message: `Search options must be among ${CREATE_METHODS.join(', ')}`,
});

export const createLanguageSchema = text()
  .trim()
  .toUpperCase()
  .pipe(
    z.enum([CREATE_PAYLOAD_DEFAULT_LANGUAGE, ...CREATE_LANGUAGES], {
      message: `Language must be one of ${[CREATE_PAYLOAD_DEFAULT_LANGUAGE, ...CREATE_LANGUAGES].join(', ')}`,
    }),
  );

/** job_type: the chosen options, as a list (or one code); duplicates are dropped. */
export const createJobTypeSchema = z
  .union([createMethodSchema.transform((method) => [method]), z.array(createMethodSchema).max(16)], {
    message: createMessages.searchTermRequired,
  })
  .transform((methods) => CREATE_METHODS.filter((method) => methods.includes(method)))
  .refine((methods) => methods.length > 0, { message: createMessages.searchTermRequired });

// POST /api/brand/create and POST /api/konstruktor: the create payload of spec 001 section 3.
export const brandCreateRequestSchema = z.object({
  user_id: claimedUserIdSchema,
  project_name: projectNameSchema,
  project_description: projectDescriptionSchema,
  // Before job_type: a 400's message is the first failing field's, in the spec's order (section 5).
  keyword: createKeywordSchema,
  job_type: createJobTypeSchema,
  language: createLanguageSchema.optional().default(CREATE_PAYLOAD_DEFAULT_LANGUAGE),
});
export type BrandCreateRequest = z.input<typeof brandCreateRequestSchema>;

/** One name idea as the results show it. */
export const createCandidateSchema = z.object({
  name: z.string(),
  /** A short reason, e.g. "rhymes with brand", "Spanish for light". */
  why: z.string(),
  /** 0..1 within its group, higher first. */
  score: z.number(),
});
export type CreateCandidate = z.infer<typeof createCandidateSchema>;

export const createGroupSchema = z.object({
  method: createMethodSchema,
  title: z.string(),
  /** The names, best first, language prefixes stripped (the original's word list). */
  words: z.array(z.string()),
  candidates: z.array(createCandidateSchema),
  /** The spec's empty-group text when `words` is empty, otherwise null. */
  empty_message: z.string().nullable(),
});
export type CreateGroup = z.infer<typeof createGroupSchema>;

// POST /api/brand/create answers every chosen group at once.
export const brandCreateResponseSchema = z.object({
  search_token: z.string(),
  project: projectSummarySchema,
  /** Spec 001 section 7: result-group titles to word lists, in method order. */
  data: z.record(z.string(), z.array(z.string())),
  groups: z.array(createGroupSchema),
});
export type BrandCreateResponse = z.infer<typeof brandCreateResponseSchema>;

// POST /api/konstruktor starts a search (validated, plan checked, project selected or created, history
// recorded); the client then asks each chosen method's result call, so groups appear as each finishes.
export const konstruktorResponseSchema = z.object({
  search_token: z.string(),
  project: projectSummarySchema,
  keyword: z.string(),
  language: z.string(),
  job_type: z.array(createMethodSchema),
});
export type KonstruktorResponse = z.infer<typeof konstruktorResponseSchema>;

// POST /api/konstruktor/result… (one per method, CREATE_RESULT_PATHS): that method's group of the search.
export const konstruktorResultRequestSchema = z.object({
  user_id: claimedUserIdSchema,
  search_token: text().trim().min(1, createMessages.searchNotFound).max(64),
});
export const konstruktorResultResponseSchema = createGroupSchema.extend({ search_token: z.string() });
export type KonstruktorResultResponse = z.infer<typeof konstruktorResultResponseSchema>;

// POST /api/konstruktor/userwordExist: the caller's earlier create searches (optionally of one keyword).
export const userWordExistRequestSchema = z.object({
  user_id: claimedUserIdSchema,
  keyword: createKeywordSchema.optional(),
});
export const userWordExistResponseSchema = z.object({
  data: z.array(
    z.object({
      keyword: z.string(),
      job_type: z.array(createMethodSchema),
      /** Every name the search produced, group by group. */
      result: z.array(z.string()),
    }),
  ),
});

// POST /api/konstruktor/searchHistory: the caller's history of one tool, newest first (at most 100).
export const searchHistoryRequestSchema = z.object({
  user_id: claimedUserIdSchema,
  search_type: z.enum(['konstruktor', 'dekonstruktor']).optional().default('konstruktor'),
  url: text().max(2048).optional(),
});
export const searchHistoryItemSchema = z.object({
  search_token: z.string(),
  search_type: z.enum(['konstruktor', 'dekonstruktor']),
  keyword: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string(),
  job_type: z.array(z.string()),
  language: z.string(),
  created_at: z.string(),
});
export const searchHistoryResponseSchema = z.object({ data: z.array(searchHistoryItemSchema) });

/** Most names one candidate-details call takes (a results page is 24). */
export const MAX_CANDIDATE_DETAILS = 48;

// POST /api/konstruktor/candidates (beyond the spec): for a page of names in one call, whether each is
// an existing dictionary word and its trademark risk in the project's classes (all classes when none).
export const candidateDetailsRequestSchema = z.object({
  names: z
    .array(text().trim().min(1).max(MAX_CREATE_KEYWORD_LENGTH))
    .min(1)
    .max(MAX_CANDIDATE_DETAILS, `At most ${MAX_CANDIDATE_DETAILS} names per call`),
  project_id: text().max(64).optional(),
});
export const trademarkDotSchema = z.enum(['high', 'medium', 'none', 'unknown']);
export type TrademarkDot = z.infer<typeof trademarkDotSchema>;
export const candidateDetailsSchema = z.object({
  name: z.string(),
  is_word: z.boolean(),
  /**
   * high or medium: a confusingly similar mark in the classes; none: the search was complete and found
   * no such mark; unknown: the search could not give a complete answer (never shown as clear).
   */
  trademark: trademarkDotSchema,
  conflict: z
    .object({
      mark: z.string(),
      office: z.string(),
      number: z.string(),
      classes: z.array(z.number().int()),
      reasons: z.array(z.string()),
      demo: z.boolean(),
    })
    .nullable(),
  /**
   * What the trademark dot was decided against: 'real' when the register holds imported marks; 'demo'
   * when it holds only the demo register's rows (a 'none' there is not a real clearance, and the screen
   * says so); 'empty' when it holds no mark at all (the dot is then 'unknown').
   */
  register: z.enum(['real', 'demo', 'empty']),
  /** `.com` state once the Check tool's domain source exists; 'not_checked' until then. */
  com: z.enum(['available', 'taken', 'unknown', 'not_checked']),
});
export type CandidateDetails = z.infer<typeof candidateDetailsSchema>;
export const candidateDetailsResponseSchema = z.object({ data: z.array(candidateDetailsSchema) });
