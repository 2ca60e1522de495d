import { describe, expect, it } from 'vitest';
import { findClasses } from '../src/classes/index.ts';

/** Entries of our first vocabulary layer that put goods in the wrong Nice class, corrected. */
function topClass(term: string): number | undefined {
  return findClasses(term, { limit: 1 })[0]?.class;
}

function scoreOf(term: string, classNumber: number): number {
  return findClasses(term, { limit: 45 }).find((match) => match.class === classNumber)?.score ?? 0;
}

describe('first-layer vocabulary corrections', () => {
  it('puts household vermin traps in 21 (traps for wild animals stay in 6)', () => {
    expect(topClass('mouse traps')).toBe(21);
    expect(scoreOf('mouse traps', 21)).toBeGreaterThan(0.8);
    expect(scoreOf('rat traps', 21)).toBeGreaterThan(0.7);
  });

  it('puts ice and sugar tongs, table utensils, in 21 rather than among hand tools', () => {
    expect(topClass('ice tongs')).toBe(21);
    expect(scoreOf('sugar tongs', 8)).toBeLessThan(0.3);
  });

  it('puts gun racks in 20 (furniture), not with firearms in 13', () => {
    expect(topClass('gun racks')).toBe(20);
  });

  it('puts anti-theft alarms for vehicles in 12 with other vehicle accessories', () => {
    expect(topClass('vehicle alarms')).toBe(12);
  });

  it('puts royal jelly for food in 30 (dietary supplements of it stay in 5)', () => {
    expect(scoreOf('royal jelly for food', 5)).toBeLessThan(0.2);
  });

  it('puts confetti, of paper or not, in 28 with party articles', () => {
    expect(topClass('confetti')).toBe(28);
    expect(topClass('paper confetti')).toBe(28);
  });
});
