import { z } from 'zod';
import { claimedUserIdSchema, text } from './common.ts';

/** Limits of the Create tool's projects (stated in the README; the server refuses beyond them with 409). */
export const PROJECT_LIMITS = {
  /** Projects one account may keep. */
  projectsPerUser: 100,
  /** Words in one project's Word Bank, and brands in its Brand Bank (each). */
  itemsPerBank: 500,
  projectNameLength: 100,
  projectDescriptionLength: 1000,
  /** A Word Bank word or Brand Bank name. */
  bankItemLength: 60,
} as const;

export const projectMessages = {
  /** Spec 001 section 5, rules 1 and 2. */
  nameRequired: 'Project name is required',
  descriptionRequired: 'Project description is required',
  nameTooLong: `Project name must be at most ${PROJECT_LIMITS.projectNameLength} characters long.`,
  descriptionTooLong: `Project description must be at most ${PROJECT_LIMITS.projectDescriptionLength} characters long.`,
  itemRequired: 'Name is required',
  itemTooLong: `Name must be at most ${PROJECT_LIMITS.bankItemLength} characters long.`,
  tooManyProjects: `You can keep up to ${PROJECT_LIMITS.projectsPerUser} projects. Delete one to start another.`,
  bankFull: `A bank holds up to ${PROJECT_LIMITS.itemsPerBank} names. Remove some to add more.`,
  notFound: 'Project not found',
} as const;

export const projectNameSchema = text({ error: projectMessages.nameRequired })
  .trim()
  .min(1, projectMessages.nameRequired)
  .max(PROJECT_LIMITS.projectNameLength, projectMessages.nameTooLong);

export const projectDescriptionSchema = text({ error: projectMessages.descriptionRequired })
  .trim()
  .min(1, projectMessages.descriptionRequired)
  .max(PROJECT_LIMITS.projectDescriptionLength, projectMessages.descriptionTooLong);

/** A Word Bank word or a Brand Bank name, as typed or picked from the results. */
export const bankItemNameSchema = text({ error: projectMessages.itemRequired })
  .trim()
  .min(1, projectMessages.itemRequired)
  .max(PROJECT_LIMITS.bankItemLength, projectMessages.itemTooLong);

/** Nice classes a project's names are meant for (the trademark dots of the results look in these). */
export const projectClassesSchema = z
  .array(
    z
      .number({ message: 'Classes must be numbers from 1 to 45' })
      .int('Classes must be numbers from 1 to 45')
      .min(1, 'Nice classes run from 1 to 45')
      .max(45, 'Nice classes run from 1 to 45'),
  )
  .max(45);

/** Path parameter of the project calls. An id that is not one of the caller's projects is a 404. */
export const projectIdParamsSchema = z.object({ id: text().max(64) });
export const projectItemParamsSchema = z.object({
  id: text().max(64),
  itemId: text().max(64),
});

export const bankItemSchema = z.object({ id: z.string(), name: z.string() });
export type BankItem = z.infer<typeof bankItemSchema>;

export const projectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

// GET /api/project: the caller's projects, newest first.
export const projectListResponseSchema = z.array(projectSummarySchema);

// POST /api/project: creates a project, or answers the caller's existing project of that name
// (names are unique per user, compared case-insensitively; spec 001 section 4 selects it instead).
export const createProjectRequestSchema = z.object({
  name: projectNameSchema,
  description: projectDescriptionSchema.optional(),
  classes: projectClassesSchema.optional(),
});
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>;

// GET /api/project/{id}
export const projectDetailSchema = projectSummarySchema.extend({
  classes: z.array(z.number().int()),
  words: z.array(bankItemSchema),
  brands: z.array(bankItemSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

// PATCH /api/project/{id}: the Nice classes (beyond the spec; the description is read-only once chosen).
export const updateProjectRequestSchema = z.object({ classes: projectClassesSchema });

// DELETE /api/project/{id}
export const deleteProjectResponseSchema = z.object({ id: z.string() });

// POST /api/project/{id}/word and /brand: adds a name (an existing equal name, any case, is answered as is).
export const addBankItemRequestSchema = z.object({ name: bankItemNameSchema });
export const bankItemResponseSchema = bankItemSchema;

// DELETE /api/project/{id}/word/{itemId} and /brand/{itemId}
export const deleteBankItemResponseSchema = z.object({ id: z.string() });

// POST /api/wordbank/getWordBankByProjectName
export const wordBankByProjectNameRequestSchema = z.object({
  user_id: claimedUserIdSchema,
  project_name: projectNameSchema,
});
export const wordBankByProjectNameResponseSchema = z.object({
  data: z.object({
    project_id: z.string(),
    project_name: z.string(),
    /** The Word Bank as the original sends it: a comma-separated string. */
    words: z.string(),
    word_list: z.array(z.string()),
  }),
});

// POST /api/wordbank/SaveWordsForUser: saves a creation (the project's name and its words) to history.
export const saveWordsRequestSchema = z.object({
  user_id: claimedUserIdSchema,
  project_id: text().max(64).optional(),
  konstruktor_name: projectNameSchema,
  /** A list, or the original's comma-separated string. */
  words: z.union([z.array(bankItemNameSchema).max(PROJECT_LIMITS.itemsPerBank), text().max(40_000)]),
});
export const savedCreationSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  konstruktor_name: z.string(),
  /** Comma-separated, as the original's konstruktorSearchId. */
  words: z.string(),
  word_list: z.array(z.string()),
  project_id: z.string().nullable(),
});
export type SavedCreation = z.infer<typeof savedCreationSchema>;
export const saveWordsResponseSchema = z.object({ data: savedCreationSchema });

// POST /api/wordbank/getSaveKonstruct: the caller's saved creations, newest first.
export const savedCreationsRequestSchema = z.object({ user_id: claimedUserIdSchema }).nullish();
export const savedCreationsResponseSchema = z.object({ data: z.array(savedCreationSchema) });

// GET /api/wordbank/savedCreation/{id}: one of the caller's saved creations, to open it again from
// history after a reload (beyond the spec, which passes it in the page's state).
export const savedCreationParamsSchema = z.object({ id: text().max(64) });
export const savedCreationResponseSchema = saveWordsResponseSchema;
