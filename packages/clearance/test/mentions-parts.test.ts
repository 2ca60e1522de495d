// The social mention source's pure parts: HTML to plain text, sentiment per language, the answer cache.
import { describe, expect, it } from 'vitest';
import {
  createMemoryMentionCache,
  plainText,
  scorePost,
  sentimentLanguage,
  type MentionPost,
} from '../src/index.ts';

describe('plainText', () => {
  it('drops tags, decodes entities and keeps words apart across block ends', () => {
    expect(
      plainText('<p>Love &amp; <a href="https://x.example">@bob</a> it&#x27;s</p><p>here<br>now &lt;3</p>'),
    ).toBe("Love & @bob it's here now <3");
  });

  it('leaves out scripts and styles and folds whitespace', () => {
    expect(plainText('<style>p{}</style>  one\n\n<script>alert(1)</script>two  ')).toBe('one two');
  });

  it('passes plain text through, entities decoded', () => {
    expect(plainText('Tom &#39;n&#39; Jerry: a < b')).toBe("Tom 'n' Jerry: a < b");
  });
});

describe('sentimentLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['en-GB', 'en'],
    ['pt_BR', 'pt'],
    ['he', 'iw'],
    ['nb', 'no'],
    ['zh-Hant', 'zh-tw'],
    ['xx', 'en'],
    [null, 'en'],
  ])('%s reads in the %s lexicon', (tag, lexicon) => {
    expect(sentimentLanguage(tag)).toBe(lexicon);
  });
});

describe('scorePost', () => {
  it('is positive for a clearly positive English post and negative for a clearly negative one', () => {
    expect(scorePost('Acme is wonderful, I love it. Great work!', 'en', 'Acme').score).toBeGreaterThan(0);
    expect(scorePost('Acme is terrible, awful support. I hate it.', null, 'Acme').score).toBeLessThan(0);
  });

  it('reads French and German posts in their own lexicons', () => {
    const french = scorePost('Acme est génial, excellent travail, bravo !', 'fr', 'Acme');
    expect(french).toMatchObject({ language: 'fr' });
    expect(french.score).toBeGreaterThan(0);
    const german = scorePost('Acme ist schrecklich, ein furchtbarer Fehler.', 'de', 'Acme');
    expect(german).toMatchObject({ language: 'de' });
    expect(german.score).toBeLessThan(0);
  });

  it('flips a negated word', () => {
    expect(scorePost('This is good', 'en', 'Acme').score).toBeGreaterThan(0);
    expect(scorePost("This isn't good", 'en', 'Acme').score).toBeLessThan(0);
  });

  it("does not count the name's own words", () => {
    expect(scorePost('Happy Socks opened a shop on Main Street', 'en', 'Happy Socks').score).toBe(0);
    expect(scorePost('Happy people opened a shop on Main Street', 'en', 'Acme').score).toBeGreaterThan(0);
  });

  it('gives no score to a post without words', () => {
    expect(scorePost('', 'en', 'Acme').score).toBeNull();
  });

  it("looks words up exactly: the library's slow fuzzy look-up (a typo read as its word) is skipped", () => {
    // With the fuzzy look-up, 'amazinh' scores as 'amazing' (+4) and costs tens of milliseconds a post.
    expect(scorePost('the app is amazinh', 'en', 'Acme').score).toBe(0);
    expect(scorePost('the app is amazing', 'en', 'Acme').score).toBeGreaterThan(0);
  });
});

describe('createMemoryMentionCache', () => {
  const post: MentionPost = {
    network: 'hackernews',
    text: 'Acme',
    url: 'https://news.ycombinator.com/item?id=1',
    post_id: '1',
    language: null,
    created_at: null,
  };

  it('keeps posts for their time to live on the injected clock', async () => {
    let time = 0;
    const cache = createMemoryMentionCache({ now: () => time });
    await cache.set('k', [post], 1_000);
    time = 999;
    expect(await cache.get('k')).toEqual([post]);
    time = 1_000;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('drops the oldest entry when full', async () => {
    const cache = createMemoryMentionCache({ maxEntries: 2, now: () => 0 });
    await cache.set('a', [post], 1_000);
    await cache.set('b', [post], 1_000);
    await cache.set('c', [post], 1_000);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('c')).toEqual([post]);
  });
});
