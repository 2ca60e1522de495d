import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface SentimentResult {
  score: number;
}
/** multilang-sentiment ships no types: its entry point, as far as we call it. */
type Sentiment = (
  phrase: string,
  language: string,
  inject?: { words?: Record<string, number>; tokens?: string[] },
) => SentimentResult;
type Tokenize = (phrase: string, language: string) => { value: string }[];

const sentiment = require('multilang-sentiment') as Sentiment;
// The library's own tokenizer (wink-tokenizer plus its negator pairs), so negation reads as it intends.
const tokenize = require('multilang-sentiment/lib/tokenize') as Tokenize;

/** The languages multilang-sentiment has an AFINN list for (its README and build/output folder). */
const LEXICONS = new Set(
  (
    'af am ar az be bg bn bs ca ceb co cs cy da de el en eo es et eu fa fi fr fy ga gd gl gu ha haw hi hmn hr ht hu hy ' +
    'id ig is it iw ja jw ka kk km kn ko ku ky la lb lo lt lv mg mi mk ml mn mr ms mt my ne nl no ny pa pl ps pt ro ru ' +
    'sd si sk sl sm sn so sq sr st su sv sw ta te tg th tl tr uk ur uz vi xh yi yo zh-tw zh zu'
  ).split(' '),
);
/** Current codes the library knows under older or broader ones. */
const ALIASES: Readonly<Record<string, string>> = {
  he: 'iw',
  jv: 'jw',
  nb: 'no',
  nn: 'no',
  fil: 'tl',
  'zh-hant': 'zh-tw',
  'zh-hk': 'zh-tw',
  'zh-hans': 'zh',
  'zh-cn': 'zh',
};

/**
 * The library's fuzzy look-up of unknown words (Fuse.js) runs only for posts under this many tokens and
 * costs tens of milliseconds a post; padding with empty tokens (which it skips) keeps scoring exact and
 * about 2 ms a post.
 */
const FUZZY_SEARCH_MAX_TOKENS = 100;

/** The lexicon for a post: its language when the library has one, English otherwise. */
export function sentimentLanguage(language: string | null | undefined): string {
  if (!language) return 'en';
  const tag = language.trim().toLowerCase().replace(/_/g, '-');
  for (const candidate of [tag, ALIASES[tag], tag.split('-')[0], ALIASES[tag.split('-')[0] ?? '']]) {
    if (candidate && LEXICONS.has(candidate)) return candidate;
  }
  return 'en';
}

export interface PostSentiment {
  /** Sum of the AFINN valences (-5..5 each) of the words found, a negator flipping the words after it; null without words. */
  score: number | null;
  language: string;
}

/**
 * The post's sentiment in its language's AFINN list. The searched name's own words count zero, so a post
 * about 'Happy Socks' is not positive because of the name.
 */
export function scorePost(text: string, language: string | null, name: string): PostSentiment {
  const lexicon = sentimentLanguage(language);
  const tokens = tokenize(text, lexicon).map((token) => token.value);
  if (tokens.length === 0) return { score: null, language: lexicon };
  while (tokens.length < FUZZY_SEARCH_MAX_TOKENS) tokens.push('');
  const neutral: Record<string, number> = {};
  for (const word of tokenize(name, lexicon)) neutral[word.value] = 0;
  const { score } = sentiment(text, lexicon, { words: neutral, tokens });
  // The library adds negated zeros as -0; the table shows 0.
  return { score: score === 0 ? 0 : score, language: lexicon };
}
