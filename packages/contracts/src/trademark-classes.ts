import { z } from 'zod';
import { text } from './common.ts';

// GET /api/dekonstruktor/trademarkcategory/search/{term}
export const classSearchParamsSchema = z.object({ term: text().trim().min(1).max(200) });
export const classSearchResponseSchema = z.object({
  result: z.array(
    z.object({
      class: z.number().int(),
      description: z.string(),
      score: z.number(),
    }),
  ),
});
export type ClassSearchResponse = z.infer<typeof classSearchResponseSchema>;
