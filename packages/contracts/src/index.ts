// Request and response schemas of the documented API, shared by the web app and the server.
// Nothing server-only may be imported here.
export * from './common.ts';
export * from './errors.ts';
export * from './password.ts';
export * from './plan.ts';
export * from './plans.ts';
export * from './credits.ts';
export * from './user.ts';
export * from './contact.ts';
export * from './blog.ts';
export * from './health.ts';
export * from './trademark-classes.ts';
export * from './trademark-search.ts';
export * from './payments.ts';
export * from './projects.ts';
export * from './create.ts';
export * from './check.ts';
export * from './export.ts';
