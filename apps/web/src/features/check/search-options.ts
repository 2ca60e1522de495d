import { checkMessages, type CheckJobType, type DekonstruktorRequest } from '@brandwright/contracts';

/**
 * The Check form's search options and the toggle rules of spec 002 section 4, as a pure reducer so
 * every rule is testable without a screen.
 */

export type TrademarkOffice = 'uk' | 'eu' | 'us';
export const TRADEMARK_OFFICES: readonly TrademarkOffice[] = ['uk', 'eu', 'us'];
export const TRADEMARK_OFFICE_LABELS: Record<TrademarkOffice, string> = {
  uk: 'UNITED KINGDOM',
  eu: 'EU',
  us: 'US',
};

/** TWITTER is shown but disabled (spec 2), so only these two can be chosen. */
export type SocialNetwork = 'facebook' | 'instagram';
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = ['facebook', 'instagram'];

export interface SearchOptions {
  trademark: boolean;
  offices: Record<TrademarkOffice, boolean>;
  social: boolean;
  networks: Record<SocialNetwork, boolean>;
  /** Handle availability (social_users_search) and mentions (social_search). */
  users: boolean;
  mentions: boolean;
  domain: boolean;
  hyphenate: boolean;
  industry: string;
  web: boolean;
}

export const emptySearchOptions: SearchOptions = {
  trademark: false,
  offices: { uk: false, eu: false, us: false },
  social: false,
  networks: { facebook: false, instagram: false },
  users: false,
  mentions: false,
  domain: false,
  hyphenate: false,
  industry: '',
  web: false,
};

export type SearchOptionsAction =
  | { type: 'trademark'; on: boolean }
  | { type: 'office'; office: TrademarkOffice; on: boolean }
  | { type: 'social'; on: boolean }
  | { type: 'network'; network: SocialNetwork; on: boolean }
  | { type: 'domain'; on: boolean }
  | { type: 'hyphenate'; on: boolean }
  | { type: 'industry'; value: string }
  | { type: 'web'; on: boolean }
  | { type: 'reset'; options: SearchOptions };

const allOffices = (on: boolean): Record<TrademarkOffice, boolean> => ({ uk: on, eu: on, us: on });
const allNetworks = (on: boolean): Record<SocialNetwork, boolean> => ({ facebook: on, instagram: on });

export function searchOptionsReducer(state: SearchOptions, action: SearchOptionsAction): SearchOptions {
  switch (action.type) {
    case 'trademark': {
      // On with no country chosen selects all three; off clears all three.
      if (!action.on) return { ...state, trademark: false, offices: allOffices(false) };
      const anyOffice = TRADEMARK_OFFICES.some((office) => state.offices[office]);
      return { ...state, trademark: true, offices: anyOffice ? state.offices : allOffices(true) };
    }
    case 'office': {
      const offices = { ...state.offices, [action.office]: action.on };
      // Any country turns Trademark Search on; the last one off turns it off.
      const trademark = action.on ? true : TRADEMARK_OFFICES.some((office) => offices[office]);
      return { ...state, offices, trademark };
    }
    case 'social': {
      if (!action.on)
        return { ...state, social: false, networks: allNetworks(false), users: false, mentions: false };
      const anyNetwork = SOCIAL_NETWORKS.some((network) => state.networks[network]);
      if (anyNetwork) return { ...state, social: true };
      return { ...state, social: true, networks: allNetworks(true), users: true, mentions: true };
    }
    case 'network': {
      // Toggling a single network turns Social Media on (spec 4), in either direction.
      const networks = { ...state.networks, [action.network]: action.on };
      const wasOff = !state.social;
      return {
        ...state,
        social: true,
        networks,
        users: wasOff ? true : state.users,
        mentions: wasOff ? true : state.mentions,
      };
    }
    case 'domain':
      return action.on
        ? { ...state, domain: true }
        : { ...state, domain: false, hyphenate: false, industry: '' };
    case 'hyphenate':
      return { ...state, hyphenate: action.on, domain: action.on ? true : state.domain };
    case 'industry':
      return {
        ...state,
        industry: action.value,
        domain: action.value.trim() !== '' ? true : state.domain,
      };
    case 'web':
      return { ...state, web: action.on };
    case 'reset':
      return action.options;
  }
}

export function hasTrademarkOffice(options: SearchOptions): boolean {
  return TRADEMARK_OFFICES.some((office) => options.offices[office]);
}

/** Spec 4: submit needs a brand name and a trademark country, a social option, domain or web. */
export function canSubmitCheck(names: readonly string[], options: SearchOptions): boolean {
  return names.length > 0 && (hasTrademarkOffice(options) || options.social || options.domain || options.web);
}

export interface CheckFormErrors {
  brandName: string | null;
  searchOption: string | null;
}

/** Spec 5: the general trademark flag counts, not the separate UK/EU/US ones. */
export function validateCheck(names: readonly string[], options: SearchOptions): CheckFormErrors {
  return {
    brandName: names.length === 0 ? checkMessages.brandNameRequired : null,
    searchOption:
      options.trademark || options.social || options.domain || options.web
        ? null
        : checkMessages.searchOptionRequired,
  };
}

export function hasErrors(errors: CheckFormErrors): boolean {
  return errors.brandName !== null || errors.searchOption !== null;
}

/** Spec 9's job type codes for the chosen options, in the spec's order. */
export function jobTypesOf(options: SearchOptions): CheckJobType[] {
  const types: CheckJobType[] = [];
  if (options.offices.uk) types.push('trademark_search');
  if (options.offices.eu) types.push('euipo_search');
  if (options.offices.us) types.push('usipo_search');
  if (options.domain) types.push('domain_search');
  if (options.social) {
    // Social Media on with neither part chosen still searches mentions, so the choice is not lost.
    if (options.mentions || !options.users) types.push('social_search');
    if (options.users) types.push('social_users_search');
  }
  if (options.web) types.push('web_search');
  return types;
}

/** The request of POST /api/dekonstruktor (spec 3): pills joined with ', ', classes as numbers. */
export function buildCheckRequest(
  names: readonly string[],
  classes: readonly number[],
  options: SearchOptions,
): DekonstruktorRequest {
  const industry = options.industry.trim();
  return {
    job_type: jobTypesOf(options).join(','),
    social_search_options: {
      users: options.social && options.users,
      mentions: options.social && options.mentions,
      // Spec 9: these three are always sent true; the real_* flags carry the member's choices.
      twitter: true,
      instagram: true,
      facebook: true,
      real_twitter: false,
      real_instagram: options.social && options.networks.instagram,
      real_facebook: options.social && options.networks.facebook,
    },
    domain_search_options: {
      hyphenate: options.domain && options.hyphenate,
      industry: options.domain && industry !== '' ? industry : null,
    },
    search_type: 'dekonstruktor',
    keyword: names.join(', '),
    trademark_cat: [...new Set(classes)],
  };
}
