// Issue 15, eighth session: rules found on the tuning half of the conflict set (batch 7 and older tuning
// cases), scored without a database. The cases are our own, not pairs of the set.
import { describe, expect, it } from 'vitest';
import { profileName, scoreConflict } from '../src/registers/conflict-score.ts';
import { clusterRespellings } from '../src/registers/sound-clusters.ts';
import { englishReadings, translateWordMeanings } from '../src/registers/translations.ts';

const score = (query: string, mark: string) => scoreConflict(profileName(query), profileName(mark)).score;

describe('a head X said SH, as French and Portuguese write it CH', () => {
  it('respells a head X before a vowel as CH, and only there', () => {
    expect(clusterRespellings('xampion')).toContain('champion');
    expect(clusterRespellings('xrono')).not.toContain('chrono');
    expect(clusterRespellings('maxon')).not.toContain('machon');
  });
  it('scores the CH mark as a respelling of the name: high', () => {
    expect(score('XAMPION', 'CHAMPION')).toBeGreaterThanOrEqual(0.85);
    expect(score('XOPARD', 'CHOPARD')).toBeGreaterThanOrEqual(0.85);
  });
});

describe('a German or Dutch compound of two words', () => {
  it('reads the English words, with linking letters, when both parts are of one language', () => {
    expect(translateWordMeanings('goldfuchs')).toEqual(['gold fox', 'golden fox']);
    expect(translateWordMeanings('sonnenstern')).toEqual(['sun star']);
    expect(translateWordMeanings('liebesstern')).toEqual(['love star']);
    expect(translateWordMeanings('zilverster')).toEqual(['silver star']);
    expect(englishReadings(['feuerstern'])).toEqual(['firestar']);
    // A Spanish and a German word are no compound; an English compound is no translation.
    expect(translateWordMeanings('lunastern')).toBeUndefined();
    expect(englishReadings(['goldwind'])).toEqual([]);
  });
  it('scores the English mark as a translation of the compound', () => {
    expect(score('FEUERSTERN', 'FIRESTAR')).toBeGreaterThanOrEqual(0.7);
    expect(score('MEERSTERN', 'SEA STAR')).toBeGreaterThanOrEqual(0.7);
  });
});

describe('Dutch spelling a word anew before an ending', () => {
  it('reads a single long vowel, a doubled consonant and a voiced S or F back to the plain word', () => {
    expect(translateWordMeanings('rode')).toEqual(['red']);
    expect(translateWordMeanings('grote')).toEqual(['big']);
    expect(translateWordMeanings('witte')).toEqual(['white']);
    expect(translateWordMeanings('boze')).toEqual(['angry', 'furious']);
    // Only to a Dutch word: BOZE is no Spanish or German form.
    expect(translateWordMeanings('rojen')).toBeUndefined();
  });
  it('scores the English mark as a translation', () => {
    expect(score('RODE MAAN', 'RED MOON')).toBeGreaterThanOrEqual(0.7);
  });
});

describe("a compound's meaning is two English words", () => {
  it('reads them as words of the reading, so the mark may write them apart and with an article', () => {
    expect(translateWordMeanings('feuerstern')).toEqual(['fire star']);
    expect(score('DER FEUERSTERN', 'THE FIRE STAR')).toBeGreaterThanOrEqual(0.7);
    expect(score('FEUERSTERN', 'FIRESTAR')).toBeGreaterThanOrEqual(0.7);
  });
});

describe("a mountain's wall, said face in English", () => {
  it('reads WAND, PAROI, PARETE as wall and face', () => {
    expect(translateWordMeanings('wand')).toEqual(['wall', 'face']);
    expect(translateWordMeanings('paroi')).toEqual(['wall', 'face']);
    expect(score('NORDWAND', 'NORTH FACE')).toBeGreaterThanOrEqual(0.7);
    expect(score('PARETE NORD', 'THE NORTH FACE')).toBeGreaterThanOrEqual(0.7);
  });
});

describe('asleep as a participle', () => {
  it('reads ENDORMI and DORMIDO, with their endings, as sleeping', () => {
    expect(translateWordMeanings('endormie')).toEqual(['sleeping']);
    expect(translateWordMeanings('dormidas')).toEqual(['sleeping']);
    expect(score('PRINCESSE ENDORMIE', 'SLEEPING PRINCESS')).toBeGreaterThanOrEqual(0.7);
  });
});
