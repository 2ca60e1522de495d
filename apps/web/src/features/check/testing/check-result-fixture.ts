import type { CheckResult } from '../api/get-check-result.ts';

/** An empty, finished section of any record type (a fresh one each time: sections hold arrays). */
export const emptySection = () => ({
  results: [],
  search_token: 'tok',
  state: 'done' as const,
  reason: null,
  total: 0,
});

/** A finished demo search of 'Zentro' that chose no source; tests add the sections they need. */
export function checkResultOf(overrides: Partial<CheckResult> = {}): CheckResult {
  return {
    keyword: 'Zentro',
    names: ['Zentro'],
    trademark_cat: [],
    complete: true,
    demo: true,
    unitedkingdomTrademarkSearch: null,
    europeTrademarkSearch: null,
    unitedstatesTrademarkSearch: null,
    domain_search: null,
    social_search: null,
    social_user_search: null,
    web_search: null,
    ...overrides,
  };
}
