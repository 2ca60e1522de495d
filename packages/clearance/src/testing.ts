// '@brandwright/clearance/testing': the loopback fakes of every network source, for tests and demo mode.
export * from './domains/testing/index.ts';
export * from './handles/testing/index.ts';
export * from './web-search/testing/index.ts';
export * from './mentions/testing/index.ts';
