import { describe, expect, it } from 'vitest';
import { foreignize } from '../src/foreignize/index.ts';
import { findEntry, ingBase, translate } from '../src/foreignize/lexicon.ts';
import { isShortPhrase, phraseHead } from '../src/foreignize/phrase-heads.ts';

const names = (keyword: string, limit = 24, language: 'ES' | 'FR' | 'IT' = 'ES'): string[] =>
  foreignize(keyword, { language, limit }).map((c) => c.name);

describe('Foreignize: phrase translations and -ing trades', () => {
  it('finds the key word of a phrase: a part of the English compound first, else the first content word', () => {
    expect(phraseHead('cuidado de la piel', 'skincare', 'ES')).toBe('piel');
    expect(phraseHead('teneduria de libros', 'bookkeeping', 'ES')).toBe('libro');
    expect(phraseHead('tenue de livres', 'bookkeeping', 'FR')).toBe('livre');
    expect(phraseHead('hecho a mano', 'handmade', 'ES')).toBe('mano');
    // web is English already: the translated word is sitio.
    expect(phraseHead('sitio web', 'website', 'ES')).toBe('sitio');
    expect(phraseHead('arbol joven', 'sapling', 'ES')).toBe('arbol');
    expect(phraseHead('venta al por menor', 'retail', 'ES')).toBe('venta');
    expect(phraseHead('a medida', 'bespoke', 'ES')).toBe('medida');
    expect(isShortPhrase('pez dorado')).toBe(true);
    expect(isShortPhrase('a medida')).toBe(false);
    expect(isShortPhrase('cuidado de la piel')).toBe(false);
  });

  it('shows the key word of a phrase translation, not the phrase, and keeps the field words and coinages (skincare → piel)', () => {
    const skincare = foreignize('skincare', { limit: 24 });
    expect(skincare[0]).toMatchObject({ name: 'piel' });
    expect(skincare[0]?.why).toContain('cuidado de la piel');
    expect(skincare.map((c) => c.name)).not.toContain('cuidado de la piel');
    expect(skincare.filter((c) => c.why.includes('coinage: piel')).length).toBeGreaterThanOrEqual(8);
    const bookkeeping = foreignize('bookkeeping', { limit: 24 });
    expect(bookkeeping[0]?.name).toBe('libro');
    expect(bookkeeping.find((c) => c.why.includes("bookkeeping's field"))?.name).toBe('oficinista');
    expect(bookkeeping.some((c) => c.why.includes('coinage: oficinista'))).toBe(true);
    expect(names('handmade', 3, 'IT')[0]).toBe('mano');
    // A phrase keyword builds on the key word too, never on the whole phrase run together.
    const clinic = names('skincare clinic', 48);
    expect(clinic).toEqual(expect.arrayContaining(['piel', 'clinica']));
    expect(clinic.filter((name) => name.includes('cuidado'))).toEqual([]);
  });

  it('keeps a phrase of two short content words lower, below the key word and its best coinages', () => {
    const goldfish = names('goldfish', 100);
    expect(goldfish).toContain('pez dorado');
    expect(goldfish.indexOf('pez dorado')).toBeGreaterThan(goldfish.indexOf('pez') + 8);
    expect(names('bespoke', 50)).not.toContain('a medida');
  });

  it("leads an -ing trade with its base word's shorter translation, the trade's own after it (lighting → luz, iluminacion)", () => {
    const base = (word: string): string | undefined => {
      const entry = findEntry(word);
      expect(entry?.english).toBe(word);
      return entry && ingBase(entry)?.english;
    };
    expect(base('lighting')).toBe('light');
    expect(base('skating')).toBe('skate');
    expect(base('pharmacy')).toBeUndefined();
    // Only the listed trades: most -ing words mean something of their own (training is not trains).
    expect(base('training')).toBeUndefined();
    expect(base('earring')).toBeUndefined();
    expect(names('training', 3)[0]).toBe('entrenamiento');
    // Random generation's roots read the same preference: gardening's Latin root is hortus.
    expect(translate('gardening', 'LA')?.latin).toBe('hortus');
    expect(translate('lighting', 'ES')?.latin).toBe('luz');
    const page = names('lighting', 30);
    expect(page[0]).toBe('luz');
    expect(page).toContain('iluminacion');
    expect(page.indexOf('iluminacion')).toBeGreaterThan(0);
    expect(names('tutoring', 3)[0]).toBe('tutor');
    expect(names('gardening', 3)[0]).toBe('jardin');
    // Compared in each language: French lumière (7 letters) before éclairage (9).
    expect(names('lighting', 3, 'FR')[0]).toBe('lumiere');
  });
});
