import { describe, expect, it } from 'vitest';
import { findClasses } from '../src/classes/index.ts';

/** Conventions of the Nice classification the finder applies (terms written by us, not the sample's). */
function topClass(term: string): number | undefined {
  return findClasses(term, { limit: 1 })[0]?.class;
}

function scoreOf(term: string, classNumber: number): number {
  return findClasses(term, { limit: 45 }).find((match) => match.class === classNumber)?.score ?? 0;
}

describe('Nice conventions: medical and dental uses', () => {
  it('keeps a term that excludes medical use out of 5 and 10', () => {
    expect(topClass('bath salts, other than for medical purposes')).toBe(3);
    expect(scoreOf('bath salts, other than for medical purposes', 5)).toBeLessThan(0.05);
    expect(scoreOf('foot creams, not for medical purposes', 5)).toBeLessThan(0.03);
  });

  it('puts materials for dentistry in 5 (dental apparatus stay in 10)', () => {
    expect(topClass('porcelain for dental crowns')).toBe(5);
    expect(scoreOf('rubber for dentistry', 5)).toBeGreaterThan(0.3);
    expect(topClass('apparatus for dental purposes')).toBe(10);
  });
});

describe('Nice conventions: drinks', () => {
  it('reads "non-alcoholic" even though a single negated word is otherwise no evidence', () => {
    expect(topClass('non-alcoholic sangria')).toBe(32);
    expect(topClass('non-alcoholic mulled wine')).toBe(32);
    expect(topClass('mulled wine')).toBe(33);
  });
});

describe('Nice conventions: services', () => {
  it('reads "... for others" as a service done to the customer\'s goods', () => {
    expect(topClass('cheese making for others')).toBe(40);
    expect(topClass('candle making for others')).toBe(40);
  });

  it('keeps goods classes low when the term says it is a service', () => {
    expect(topClass('tyre services')).toBe(37);
    expect(scoreOf('tyre services', 12)).toBeLessThan(0.2);
  });

  it('lets the object of an action name the trade ("planning of marketing campaigns" is advertising)', () => {
    expect(topClass('planning of marketing campaigns')).toBe(35);
    expect(topClass('organisation of political rallies')).toBe(45);
  });
});

describe('Nice conventions: electricity, computers and household goods', () => {
  it('puts what conducts, switches, transforms or controls electricity in 9, not among machines', () => {
    expect(topClass('regulators, electric')).toBe(9);
    expect(scoreOf('fuse boxes, electric', 7)).toBeLessThan(0.15);
    // Machine couplings and spark plugs are not electricity handlers in this sense.
    expect(topClass('motor couplings')).toBe(7);
    expect(topClass('spark plugs')).toBe(7);
  });

  it('keeps accessories made for computers and phones with them in 9', () => {
    expect(scoreOf('covers for tablet computers', 9)).toBeGreaterThan(0.6);
  });

  it('puts brushes and serving utensils in 21, painting brushes in 16', () => {
    expect(topClass('golf club brushes')).toBe(21);
    expect(topClass('paint brushes')).toBe(16);
    expect(topClass('serving spoons')).toBe(21);
  });
});

describe('places 2 and 3 when the evidence names one class', () => {
  it("fills them with the best class's nearest neighbours by shared vocabulary, scored below any evidence", () => {
    const matches = findClasses('antibiotics', { limit: 3 });
    expect(matches.map((match) => match.class)).toEqual([5, 1, 10]);
    expect(matches[1]?.score).toBeLessThan(0.005);
    expect(findClasses('antibiotics', { limit: 1 })).toHaveLength(1);
    expect(findClasses('services')).toEqual([]);
  });
});

describe('Nice conventions: purpose phrases', () => {
  it('reads "for chemical purposes" as 1 and "for stationery purposes" as 16', () => {
    expect(topClass('tar for chemical purposes')).toBe(1);
    expect(scoreOf('adhesive tapes for stationery or household purposes', 16)).toBeGreaterThan(0.45);
  });

  it('leans goods "for sports" to 28', () => {
    expect(scoreOf('mats for sports', 28)).toBeGreaterThan(0.22);
  });

  it('puts services for agriculture, horticulture and forestry in 44', () => {
    expect(topClass('consultancy for forestry')).toBe(44);
  });

  it('reads "for entertainment purposes" as 41 for services only', () => {
    expect(topClass('rental of robots for entertainment purposes')).toBe(41);
    expect(topClass('robots for entertainment purposes')).not.toBe(41);
  });
});

describe('Nice conventions: what the head says the term is', () => {
  it('takes the action after a vague "services for" as the head', () => {
    expect(scoreOf('services for transporting legal documents', 39)).toBeGreaterThan(0.15);
  });

  it('does not read goods named by a goods word ("material", "parts") as a service', () => {
    expect(topClass('filling material for road repair')).not.toBe(37);
  });
});

describe('Nice conventions: substances by use, and heads that only name a shape', () => {
  it('puts a food substance "for industrial purposes" in 1', () => {
    expect(topClass('sugar for industrial purposes')).toBe(1);
  });

  it('puts substances for cleaning, degreasing or polishing in 3', () => {
    expect(scoreOf('oil for degreasing engines', 3)).toBeGreaterThan(0.55);
  });

  it('lets the word before a shape head ("rings", "sticks") decide', () => {
    expect(topClass('potato sticks')).toBe(29);
    expect(scoreOf('squid rings', 14)).toBeLessThan(0.1);
    expect(topClass('hockey sticks')).toBe(28);
  });
});

describe('Nice conventions: class headings and kinds of goods', () => {
  it("reads class 9's purposes (measuring, signalling, weighing...)", () => {
    expect(topClass('signalling flags')).toBe(9);
  });

  it('puts protective clothing in 9, not 25', () => {
    expect(scoreOf('fireproof gloves', 25)).toBeLessThan(0.1);
    expect(topClass('gloves for protection against accidents')).toBe(9);
  });

  it('keeps a vehicle head to vehicles (12) or toys (28)', () => {
    expect(scoreOf('snow vehicles', 7)).toBeLessThan(0.05);
    expect(topClass('toy vehicles')).toBe(28);
  });

  it('splits goods not of metal: building parts to 19, hardware and closures to 20', () => {
    expect(scoreOf('gratings, not of metal', 19)).toBeGreaterThan(0.55);
    expect(scoreOf('screw caps, not of metal', 20)).toBeGreaterThan(0.45);
  });

  it('reads a gerund no goods term ends in as an action ("water treating" is a service)', () => {
    expect(scoreOf('water treating', 40)).toBeGreaterThan(0.55);
    expect(topClass('clothing')).toBe(25);
  });
});

describe('Nice conventions: what the class headings say', () => {
  it('places goods by the purposes and kinds the goods headings name', () => {
    expect(topClass('weed killing preparations')).toBe(5);
    expect(topClass('orthopaedic pillows')).toBe(10);
    expect(scoreOf('non-medicated lip balms', 5)).toBeLessThan(0.05);
    expect(scoreOf('candles for lighting', 11)).toBeLessThan(0.3);
    expect(scoreOf('artificial garlands', 31)).toBeLessThan(0.02);
  });

  it("does not read the buyer's trade as the goods' use", () => {
    expect(topClass('proteins for use in the manufacture of dietary supplements')).toBe(1);
  });

  it('reads "<gerund> of <thing>" as a service', () => {
    expect(topClass('reconditioning of engines')).toBe(37);
  });
});

describe('Nice conventions: treatment of materials, manufacture, signals and parts', () => {
  it('reads a material being treated for others as class 40', () => {
    expect(scoreOf('leather finishing', 40)).toBeGreaterThan(0.95);
  });

  it('puts apparatus for use in manufacture among machines (7)', () => {
    expect(topClass('reactors for industrial purposes')).toBe(7);
    expect(scoreOf('mixing apparatus for use in manufacture', 7)).toBeGreaterThan(0.5);
  });

  it('puts parts with what they are parts of', () => {
    expect(topClass('chains [parts of vehicles]')).toBe(12);
    expect(topClass('spare parts for bicycles')).toBe(12);
    expect(topClass('rollers [parts of printing presses]')).toBe(7);
  });
});

describe('Nice conventions: class 11 apparatus', () => {
  it('puts apparatus named by heating, cooling or watering in 11, not what is for such installations', () => {
    expect(topClass('irrigating machines')).toBe(11);
    expect(topClass('pipes of metal for heating installations')).toBe(6);
  });
});

describe('unknown words through WordNet', () => {
  it("reads the hypernym's hypernym too, at a low weight (collyrium -> eye wash -> medication)", () => {
    expect(scoreOf('collyrium', 5)).toBeGreaterThan(0.1);
  });
});

describe('Nice conventions: packing, cleaning articles, tying and optics', () => {
  it('puts packings and jointings in 17', () => {
    expect(topClass('packings for valves')).toBe(17);
  });

  it('puts cloths, mitts and leathers for cleaning in 21', () => {
    expect(scoreOf('mitts for cleaning cars', 21)).toBeGreaterThan(0.45);
    expect(scoreOf('chamois for cleaning', 21)).toBeGreaterThan(0.5);
  });

  it('leans ties for vines and bales to 22 and optical goods to 9', () => {
    expect(scoreOf('ropes for tying bales', 22)).toBeGreaterThan(0.8);
    expect(scoreOf('optical reflectors', 9)).toBeGreaterThan(0.3);
  });
});

describe('Nice conventions: pneumatic and hydraulic apparatus, photography chemicals', () => {
  it('leans pneumatic and hydraulic apparatus to 7, not their oils or tyres', () => {
    expect(scoreOf('hydraulic lifting jacks', 7)).toBeGreaterThan(0.35);
    expect(topClass('hydraulic oils')).toBe(4);
    expect(topClass('pneumatic tyres')).toBe(12);
  });

  it('puts sensitized plates and developing baths in 1', () => {
    expect(scoreOf('sensitized plates for photography', 1)).toBeGreaterThan(0.75);
    expect(scoreOf('developing baths for photography', 9)).toBeLessThan(0.15);
  });
});

describe('synonyms', () => {
  it('do not rewrite a term listed as written ("golf tees" are not T-shirts, "caustic soda" no soft drink)', () => {
    expect(topClass('golf tees')).toBe(28);
    expect(topClass('caustic soda')).toBe(1);
    expect(topClass('baking soda')).toBe(30);
    expect(topClass('tees')).toBe(25);
  });
});

describe('what is made is not what is sold', () => {
  it('weighs what follows "manufacture of" less than the goods themselves', () => {
    expect(topClass('pectin for use in the manufacture of jams')).toBe(1);
    expect(scoreOf('pectin for use in the manufacture of jams', 29)).toBeLessThan(0.35);
    expect(scoreOf('gelatine for use in the manufacture of sweets', 30)).toBeLessThan(0.06);
  });
});

describe('protective sports gear and unlisted actions', () => {
  it('does not push protective gear for sports to 9', () => {
    expect(scoreOf('protective gloves for sports', 9)).toBeLessThan(0.5);
    expect(topClass('protective clothing')).toBe(9);
  });

  it('reads an unlisted gerund ending the term as an action', () => {
    expect(scoreOf('document microfilming', 1)).toBeLessThan(0.15);
  });
});

describe('Nice conventions: technological services and chemical additives', () => {
  it('leans testing, inspecting and measuring for others to 42', () => {
    expect(scoreOf('inspection of pipelines', 42)).toBeGreaterThan(0.5);
    expect(scoreOf('noise measuring services', 9)).toBeLessThan(0.18);
  });

  it('puts antifreeze and additives to fuels in 1', () => {
    expect(scoreOf('antifreeze for vehicle radiators', 1)).toBeGreaterThan(0.65);
  });
});

describe('Nice conventions: agents for cooking and foods', () => {
  it('puts binding and stiffening agents for foods in 30, for industry in 1', () => {
    expect(topClass('binding agents for sausages')).toBe(30);
    expect(topClass('stiffening preparations for whipped cream')).toBe(30);
    expect(topClass('binding agents for industrial purposes')).toBe(1);
  });
});

describe('Nice conventions: sporting articles', () => {
  it('leans archery, racket and fishing articles and swimming aids to 28, not sports clothing', () => {
    expect(scoreOf('swimming belts', 28)).toBeGreaterThan(0.87);
    expect(scoreOf('strings for rackets', 28)).toBeGreaterThan(0.89);
    expect(topClass('golf clothing')).toBe(25);
    expect(topClass('swimming costumes')).toBe(25);
  });
});

describe('Nice conventions: grain', () => {
  it('puts milled, hulled, husked or flaked grain in 30 as a cereal preparation, not a crop in 31', () => {
    expect(topClass('barley, husked')).toBe(30);
    expect(topClass('flaked rye')).toBe(30);
    expect(scoreOf('millet, hulled', 31)).toBeLessThan(0.3);
  });
});

describe('Nice conventions: protective or medical made goods', () => {
  it('puts protective goods for medical use in 10, not with protective clothing in 9', () => {
    expect(topClass('protective masks for medical staff')).toBe(10);
    expect(topClass('protective clothing')).toBe(9);
  });

  it('reads garments and gowns for medical use as medical goods (10) rather than medicines (5)', () => {
    expect(scoreOf('compression garments for medical purposes', 5)).toBeLessThan(0.15);
    expect(scoreOf('protective gowns for medical use', 10)).toBeGreaterThan(0.6);
  });
});

describe('Nice conventions: bracketed category glosses', () => {
  it('reads a Nice-style category in brackets as the class of that category', () => {
    expect(topClass('studs [metal hardware]')).toBe(6);
    expect(scoreOf('floats [fishing tackle]', 28)).toBeGreaterThan(0.6);
    expect(scoreOf('boards [building materials]', 19)).toBeGreaterThan(0.5);
    expect(scoreOf('pellets [fodder]', 31)).toBeGreaterThan(0.7);
  });
});

describe('Nice conventions: services named by their field', () => {
  it('puts security of computers and networks in 42, security of people and property in 45', () => {
    expect(topClass('network security consultancy')).toBe(42);
    expect(topClass('security guard services')).toBe(45);
  });

  it('puts landscape and garden design with horticulture in 44', () => {
    expect(topClass('garden design services')).toBe(44);
  });
});

describe('Nice conventions: class 9 by name and by purpose', () => {
  it('puts life-saving goods named "life ..." in 9', () => {
    expect(topClass('life nets')).toBe(9);
  });

  it('puts goods made for electronic components in 9', () => {
    expect(topClass('substrates for printed circuit boards')).toBe(9);
  });
});

describe('Nice conventions: goods adapted for another good', () => {
  it('reads "adapted / fitted / shaped for X" like parts for X: the goods go with X', () => {
    expect(topClass('covers shaped for prams')).toBe(12);
    expect(scoreOf('bags adapted for laptops', 9)).toBeGreaterThan(0.9);
  });
});
