import { z } from 'zod';
import { text } from './common.ts';

export const OFFICE_CODES = ['UK', 'EU', 'US'] as const;

const splitList = (value: string) =>
  value === '' ? [] : value.split(',').map((part) => part.trim().toUpperCase());

// GET /api/trademarks/search?name=&offices=UK,EU&classes=9,25&limit=20
export const trademarkSearchQuerySchema = z.object({
  name: text().trim().min(1, 'Brand Name is required').max(120),
  offices: text()
    .trim()
    .transform(splitList)
    .pipe(
      z.array(z.enum(OFFICE_CODES, { message: `Offices must be among ${OFFICE_CODES.join(', ')}` })).max(3),
    )
    .optional(),
  classes: text()
    .trim()
    .transform((value) => splitList(value).map(Number))
    .pipe(
      z
        .array(
          z
            .number({ message: 'Classes must be numbers from 1 to 45' })
            .int('Classes must be numbers from 1 to 45')
            .min(1, 'Nice classes run from 1 to 45')
            .max(45, 'Nice classes run from 1 to 45'),
        )
        .max(45),
    )
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});

export const trademarkHitSchema = z.object({
  office: z.enum(OFFICE_CODES),
  number: z.string(),
  name: z.string(),
  status: z.string(),
  classes: z.array(z.number().int()),
  score: z.number(),
  risk: z.enum(['high', 'medium', 'low']),
  reasons: z.array(z.string()),
  /** True for rows of the demo register, which are not real register entries. */
  demo: z.boolean(),
  url: z.string().nullable(),
});

export const trademarkSearchResponseSchema = z.object({
  /**
   * False when the spelling-neighbour part of the search reached its count bound (more marks share a
   * piece of the name than it reads): the list may miss marks, and clients must not present it as
   * "no conflict found". The same register and name always give the same answer.
   */
  complete: z.boolean(),
  result: z.array(trademarkHitSchema),
});
export type TrademarkSearchResponse = z.infer<typeof trademarkSearchResponseSchema>;
