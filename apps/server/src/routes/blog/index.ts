import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestBlogsResponseSchema, text, type BlogPost } from '@brandwright/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { loadPosts } from '../../modules/blog/load-posts.ts';
import { POST_PAGE_STYLE_SOURCE, renderPostPage } from '../../modules/blog/post-page.ts';
import { contentSecurityPolicy } from '../../plugins/security-headers.ts';

export const BLOG_ASSETS_PREFIX = '/blog-assets';

/** GET /api/latest-blogs, the banner images and one readable page per post (/blog/{slug}). */
export function blogRoutes(ctx: AppContext) {
  return async function register(plugin: FastifyInstance): Promise<void> {
    // Posts are files in the repository: read once at boot.
    const posts: BlogPost[] = await loadPosts(ctx.config.blogDir, {
      assetsPath: BLOG_ASSETS_PREFIX,
      postUrl: (slug) => `/blog/${slug}`,
    });
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const postPagePolicy = contentSecurityPolicy({ styleSrc: [POST_PAGE_STYLE_SOURCE] });

    app.get(
      '/api/latest-blogs',
      { schema: { tags: ['blog'], response: { 200: latestBlogsResponseSchema } } },
      async () => posts,
    );

    app.get(
      '/blog/:slug',
      { schema: { hide: true, params: z.object({ slug: text().max(200) }) } },
      async (request, reply) => {
        const post = posts.find((candidate) => candidate.slug === request.params.slug);
        if (!post) throw new AppError(404, 'NOT_FOUND', 'No such post');
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', postPagePolicy)
          .send(renderPostPage(post));
      },
    );

    await plugin.register(fastifyStatic, {
      root: path.join(ctx.config.blogDir, 'assets'),
      prefix: `${BLOG_ASSETS_PREFIX}/`,
      decorateReply: false,
      maxAge: '1d',
    });
  };
}
