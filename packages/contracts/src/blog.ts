import { z } from 'zod';

export const blogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  featured_text: z.string(),
  banner: z.object({ path: z.string() }),
  /** Sanitised HTML. */
  content: z.string(),
  slug: z.string(),
  /** Where the full post can be read. */
  url: z.string(),
  /** ISO date (YYYY-MM-DD). */
  published_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

// GET /api/latest-blogs
export const latestBlogsResponseSchema = z.array(blogPostSchema);
export type LatestBlogsResponse = z.infer<typeof latestBlogsResponseSchema>;
