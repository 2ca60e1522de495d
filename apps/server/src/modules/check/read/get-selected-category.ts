import { CLASS_HEADINGS } from '@brandwright/clearance';
import type { DbOrTx } from '@brandwright/db';
import type { CheckJobType } from '@brandwright/contracts';
import { getOwnCheckSearch, type CheckSearch } from './check-search-row.ts';

export interface SelectedCategory {
  keyword: string;
  search_token: string;
  job_type: CheckJobType[];
  trademark_cat: number[];
  report_cat: string;
  social_search_options: Record<string, boolean>;
  domain_search_options: { hyphenate: boolean; industry: string | null };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `check_searches.options` holds the validated social_search_options and domain_search_options. */
export function presentSearchOptions(
  options: Record<string, unknown>,
): Pick<SelectedCategory, 'social_search_options' | 'domain_search_options'> {
  const social = isRecord(options.social_search_options) ? options.social_search_options : {};
  const domain = isRecord(options.domain_search_options) ? options.domain_search_options : {};
  return {
    social_search_options: Object.fromEntries(
      Object.entries(social).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    ),
    domain_search_options: {
      hyphenate: domain.hyphenate === true,
      industry: typeof domain.industry === 'string' && domain.industry !== '' ? domain.industry : null,
    },
  };
}

export function presentSelectedCategory(search: CheckSearch): SelectedCategory {
  return {
    keyword: search.keyword,
    search_token: search.token,
    job_type: search.jobTypes,
    trademark_cat: search.trademarkCat,
    report_cat: search.reportCat,
    ...presentSearchOptions(search.options),
  };
}

/** POST /api/dekonstruktor/userSelectedSearchCategory: the search's choices, as an array of one (the client reads the first). */
export async function getSelectedCategory(
  db: DbOrTx,
  userId: string,
  token: string,
): Promise<SelectedCategory[]> {
  return [presentSelectedCategory(await getOwnCheckSearch(db, userId, token))];
}

/** POST /api/dekonstruktor/trademarkcategory: the search's chosen Nice classes with their headings, in class order. */
export async function getSearchClasses(
  db: DbOrTx,
  userId: string,
  token: string,
): Promise<Array<{ class: number; description: string }>> {
  const search = await getOwnCheckSearch(db, userId, token);
  return [...search.trademarkCat]
    .sort((a, b) => a - b)
    .map((classNumber) => ({ class: classNumber, description: CLASS_HEADINGS[classNumber] ?? '' }));
}
