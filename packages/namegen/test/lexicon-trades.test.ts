import { describe, expect, it } from 'vitest';
import { foreignize } from '../src/foreignize/index.ts';
import { findEntry, translate } from '../src/foreignize/lexicon.ts';
import { phraseHead } from '../src/foreignize/phrase-heads.ts';
import type { Language } from '../src/types.ts';
import { BEAUTY_FASHION } from '../src/lexicon-data/beauty-fashion.ts';
import { FARM_HOSPITALITY } from '../src/lexicon-data/farm-hospitality.ts';
import { FIELD_WORDS } from '../src/lexicon-data/field-words.ts';
import { GOODS_QUALITIES } from '../src/lexicon-data/goods-qualities.ts';
import { HEALTH_CARE } from '../src/lexicon-data/health-care.ts';
import { HOME_SERVICES } from '../src/lexicon-data/home-services.ts';
import { KITCHEN_TRAVEL } from '../src/lexicon-data/kitchen-travel.ts';
import { LAW_FINANCE } from '../src/lexicon-data/law-finance.ts';
import { LEARNING_MEDIA } from '../src/lexicon-data/learning-media.ts';
import { PROFESSIONS } from '../src/lexicon-data/professions.ts';
import { SPORT_OUTDOORS } from '../src/lexicon-data/sport-outdoors.ts';
import { TRADES_BUILDING } from '../src/lexicon-data/trades-building.ts';
import { TRANSPORT_INDUSTRY } from '../src/lexicon-data/transport-industry.ts';
import { TRADES_MORE } from '../src/lexicon-data/trades-more.ts';

/** The tables of trades, professions and field words (decision 0025). */
const TRADE_TABLES = [
  HEALTH_CARE,
  TRADES_BUILDING,
  LAW_FINANCE,
  LEARNING_MEDIA,
  BEAUTY_FASHION,
  FARM_HOSPITALITY,
  TRANSPORT_INDUSTRY,
  SPORT_OUTDOORS,
  HOME_SERVICES,
  FIELD_WORDS,
  PROFESSIONS,
  KITCHEN_TRAVEL,
  GOODS_QUALITIES,
  TRADES_MORE,
];

function rows(): string[][] {
  return TRADE_TABLES.flatMap((table) =>
    table
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0 && !line.startsWith('#') && !line.startsWith('*'))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .filter((cells) => cells.length === 11),
  );
}

/** The Latin-script columns of a row after the English headword (ES FR DE ... in data-file order). */
const LATIN_SCRIPT: { language: Language; column: number }[] = [
  { language: 'ES', column: 0 },
  { language: 'FR', column: 1 },
  { language: 'DE', column: 2 },
  { language: 'IT', column: 5 },
  { language: 'PT', column: 8 },
];

/**
 * Words of issue 16's twelve trades and of our rating panel's ten: the owner reruns the panel on them,
 * so the trade tables must not decide how they are translated.
 */
const HELD_OUT_WORDS = [
  ...['coffee', 'pet', 'care', 'solar', 'bakery', 'eco', 'travel', 'money', 'transfer', 'fitness'],
  ...['food', 'delivery', 'running', 'shoes', 'home', 'cleaning', 'music', 'streaming', 'cloud', 'storage'],
  ...['hotel', 'bank', 'airline', 'toothpaste', 'beer', 'chocolate', 'sportswear', 'supermarket'],
  ...['car', 'hire', 'dating', 'app'],
];

describe('trade tables of the bilingual lexicon', () => {
  it('translates trades founders name (pharmacy, plumber, tutor, removals, daycare)', () => {
    expect(translate('pharmacy', 'ES')?.latin).toBe('farmacia');
    expect(translate('plumber', 'DE')?.latin).toBe('klempner');
    expect(translate('tutor', 'JA')?.latin).toBe('kateikyoshi');
    expect(translate('removals', 'FR')?.latin).toBe('demenagement');
    expect(translate('daycare', 'IT')?.latin).toBe('asilo nido');
    expect(translate('lawyer', 'AR')?.latin).toBe('muhami');
    expect(translate('florist', 'ZH')).toMatchObject({ latin: 'huadian', native: '花店' });
  });

  it('lets a one-word headword have a phrase form only where Foreignize builds on its key word and shows no phrase first (phrase forms made safe: skincare → piel)', () => {
    const unsafe: string[] = [];
    for (const [english = '', ...forms] of rows()) {
      if (english.includes(' ')) continue;
      LATIN_SCRIPT.forEach(({ language, column }) => {
        const form = translate(english, language);
        if (!form || !(forms[column] ?? '').includes(' ')) return;
        const head = phraseHead(form.latin, english, language);
        const first = foreignize(english, { language, limit: 3 }).map((c) => c.name);
        if (!head || !first.includes(head) || first.some((name) => name.includes(' '))) {
          unsafe.push(`${english} ${language}: ${form.latin} → ${first.join(', ')}`);
        }
      });
    }
    expect(unsafe).toEqual([]);
  });

  it('leaves the words of the issue and panel trades to the older tables', () => {
    const headwords = new Set(rows().map(([english = '']) => english.toLowerCase()));
    const decided = HELD_OUT_WORDS.filter((word) => headwords.has(findEntry(word)?.english ?? ''));
    expect(decided).toEqual([]);
  });
});
