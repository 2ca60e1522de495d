// Public API of the clearance package: trademark registers (importers, conflict search, demo register).
export {
  importMarks,
  importRecords,
  listImportFiles,
  type ImportOptions,
  type ImportResult,
} from './registers/import-marks.ts';
export { readEuipoXml } from './registers/read-euipo-xml.ts';
export { readUsptoXml } from './registers/read-uspto-xml.ts';
export { readUkipo } from './registers/read-ukipo.ts';
export { readJsonl } from './registers/read-jsonl.ts';
export { upsertMarks } from './registers/mark-store.ts';
export {
  searchMarks,
  searchMarksWithOutcome,
  RegisterSearchError,
  type SearchOutcome,
} from './registers/search-marks.ts';
export { scoreConflict, profileName } from './registers/conflict-score.ts';
export { ensureDemoRegister } from './registers/demo-register.ts';
export { syntheticMarks, writeSyntheticJsonl } from './registers/synthetic-marks.ts';
export { openRegisterDatabase } from './registers/open-register-database.ts';
export * from './registers/types.ts';
export {
  findClasses,
  warmUpClassFinder,
  CLASS_HEADINGS,
  NICE_CLASS_NUMBERS,
  type ClassMatch,
  type FindClassesOptions,
} from './classes/index.ts';
// Domain source: RDAP through the IANA bootstrap, DNS as a first signal (loopback fakes: '@brandwright/clearance/testing').
export * from './domains/index.ts';
// Social handle source: per-network rules, canaries, politeness, best common handle (loopback fake: '@brandwright/clearance/testing').
export * from './handles/index.ts';
// Web search snapshot source: DataForSEO or Brave by configuration, politeness, merging (loopback fake: '@brandwright/clearance/testing').
export * from './web-search/index.ts';
// Social mentions source: posts naming a brand on Hacker News, Mastodon, Bluesky, Reddit, X and YouTube, with sentiment (loopback fake: '@brandwright/clearance/testing').
export * from './mentions/index.ts';
