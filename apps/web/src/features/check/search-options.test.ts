import { dekonstruktorRequestSchema } from '@brandwright/contracts';
import { describe, expect, it } from 'vitest';

import {
  buildCheckRequest,
  canSubmitCheck,
  emptySearchOptions,
  jobTypesOf,
  searchOptionsReducer,
  validateCheck,
  type SearchOptions,
  type SearchOptionsAction,
} from './search-options.ts';

const run = (...actions: SearchOptionsAction[]): SearchOptions =>
  actions.reduce(searchOptionsReducer, emptySearchOptions);

describe('trademark toggle rules (spec 4)', () => {
  it('turning Trademark Search on with no country selects UK, EU and US', () => {
    const options = run({ type: 'trademark', on: true });
    expect(options.trademark).toBe(true);
    expect(options.offices).toEqual({ uk: true, eu: true, us: true });
  });

  it('turning it on keeps a country already chosen as the only one', () => {
    const options = run({ type: 'office', office: 'eu', on: true }, { type: 'trademark', on: true });
    expect(options.offices).toEqual({ uk: false, eu: true, us: false });
  });

  it('turning it off clears all three', () => {
    const options = run({ type: 'trademark', on: true }, { type: 'trademark', on: false });
    expect(options.trademark).toBe(false);
    expect(options.offices).toEqual({ uk: false, eu: false, us: false });
  });

  it('selecting any country turns it on; deselecting the last turns it off', () => {
    const one = run({ type: 'office', office: 'us', on: true });
    expect(one.trademark).toBe(true);
    const two = searchOptionsReducer(one, { type: 'office', office: 'uk', on: true });
    const less = searchOptionsReducer(two, { type: 'office', office: 'us', on: false });
    expect(less.trademark).toBe(true);
    const none = searchOptionsReducer(less, { type: 'office', office: 'uk', on: false });
    expect(none.trademark).toBe(false);
  });
});

describe('social toggle rules (spec 4)', () => {
  it('turning Social Media on with no network selects every network, users and mentions', () => {
    const options = run({ type: 'social', on: true });
    expect(options.networks).toEqual({ facebook: true, instagram: true });
    expect(options.users && options.mentions).toBe(true);
  });

  it('turning it on keeps the networks already chosen', () => {
    const options = run(
      { type: 'network', network: 'instagram', on: true },
      { type: 'social', on: false },
      { type: 'network', network: 'facebook', on: true },
      { type: 'social', on: true },
    );
    expect(options.networks).toEqual({ facebook: true, instagram: false });
  });

  it('turning it off clears networks, users and mentions', () => {
    const options = run({ type: 'social', on: true }, { type: 'social', on: false });
    expect(options).toMatchObject({ social: false, users: false, mentions: false });
    expect(options.networks).toEqual({ facebook: false, instagram: false });
  });

  it('toggling a single network turns Social Media on, in either direction', () => {
    expect(run({ type: 'network', network: 'facebook', on: true }).social).toBe(true);
    expect(run({ type: 'network', network: 'facebook', on: false }).social).toBe(true);
  });
});

describe('domain toggle rules (spec 4)', () => {
  it('turning Domain Search off clears hyphenate and the industry', () => {
    const options = run(
      { type: 'domain', on: true },
      { type: 'hyphenate', on: true },
      { type: 'industry', value: 'fashion' },
      { type: 'domain', on: false },
    );
    expect(options).toMatchObject({ domain: false, hyphenate: false, industry: '' });
  });

  it('turning on hyphenate or entering an industry turns Domain Search on', () => {
    expect(run({ type: 'hyphenate', on: true }).domain).toBe(true);
    expect(run({ type: 'industry', value: 'tech' }).domain).toBe(true);
    expect(run({ type: 'industry', value: '   ' }).domain).toBe(false);
    expect(run({ type: 'hyphenate', on: false }).domain).toBe(false);
  });
});

describe('submit enablement and validation', () => {
  it('needs a brand name and one of a trademark country, a social option, domain or web', () => {
    expect(canSubmitCheck([], run({ type: 'web', on: true }))).toBe(false);
    expect(canSubmitCheck(['Acme'], emptySearchOptions)).toBe(false);
    expect(canSubmitCheck(['Acme'], run({ type: 'office', office: 'uk', on: true }))).toBe(true);
    expect(canSubmitCheck(['Acme'], run({ type: 'social', on: true }))).toBe(true);
    expect(canSubmitCheck(['Acme'], run({ type: 'domain', on: true }))).toBe(true);
    expect(canSubmitCheck(['Acme'], run({ type: 'web', on: true }))).toBe(true);
  });

  it('gives the two messages of spec 5', () => {
    expect(validateCheck([], emptySearchOptions)).toEqual({
      brandName: 'Brand Name is required',
      searchOption: 'Please select a search option',
    });
    expect(validateCheck(['Acme'], run({ type: 'domain', on: true }))).toEqual({
      brandName: null,
      searchOption: null,
    });
  });
});

describe('the search request', () => {
  it('uses the job type codes of spec 9, pills joined with a comma and the class numbers', () => {
    const options = run(
      { type: 'trademark', on: true },
      { type: 'domain', on: true },
      { type: 'hyphenate', on: true },
      { type: 'industry', value: ' fashion ' },
    );
    const request = buildCheckRequest(['Acme', 'Zentro'], [9, 35, 9], options);
    expect(request).toMatchObject({
      job_type: 'trademark_search,euipo_search,usipo_search,domain_search',
      keyword: 'Acme, Zentro',
      trademark_cat: [9, 35],
      search_type: 'dekonstruktor',
      domain_search_options: { hyphenate: true, industry: 'fashion' },
    });
    // The server's own contract accepts it as it is.
    expect(dekonstruktorRequestSchema.safeParse(request).success).toBe(true);
  });

  it('always sends twitter, instagram and facebook true; real_* carry the choices', () => {
    const options = run({ type: 'network', network: 'instagram', on: true });
    const request = buildCheckRequest(['Acme'], [], options);
    expect(request.social_search_options).toMatchObject({
      twitter: true,
      instagram: true,
      facebook: true,
      real_twitter: false,
      real_instagram: true,
      real_facebook: false,
    });
    expect(jobTypesOf(options)).toEqual(['social_search', 'social_users_search']);
  });

  it('sends only the chosen sources', () => {
    expect(jobTypesOf(run({ type: 'office', office: 'eu', on: true }))).toEqual(['euipo_search']);
    expect(jobTypesOf(run({ type: 'web', on: true }))).toEqual(['web_search']);
    expect(jobTypesOf(emptySearchOptions)).toEqual([]);
  });
});
