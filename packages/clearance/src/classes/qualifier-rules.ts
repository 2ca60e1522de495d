/**
 * Material and purpose rules of the Nice system that plain word statistics miss: "of metal" leans to
 * class 6, "for medical purposes" to 5 and 10, "not of metal" away from 6, and so on. Each rule adds
 * evidence (same units as one strong word) or scales a class down.
 */
export interface QualifierRule {
  pattern: RegExp;
  add?: Readonly<Record<number, number>>;
  scale?: Readonly<Record<number, number>>;
  /** Match against the full text, excluded uses included ("not of metal" is itself the signal). */
  onFullText?: boolean;
}

/** Things that conduct, switch, transform, store, regulate or control electricity. */
const ELECTRICITY_HANDLERS = [
  'connections?',
  'connectors?',
  'converters?',
  'collectors?',
  'transformers?',
  'regulators?',
  'controllers?',
  'switch(es)?',
  'relays?',
  'inverters?',
  'rectifiers?',
  'accumulators?',
  'terminals?',
  'conductors?',
  'resistors?',
  'capacitors?',
  'circuits?',
  'sockets?',
  'plugs?',
  'adapters?',
  'cables?',
  'wires?',
  'junction boxes',
  'distribution (boards?|boxes|consoles?)',
  'coils?',
  'fuses?',
].join('|');

export const QUALIFIER_RULES: readonly QualifierRule[] = [
  {
    pattern: /\b(not of metal|non metallic|nonmetallic)\b/,
    add: { 19: 0.8, 20: 0.8 },
    scale: { 6: 0.3 },
    onFullText: true,
  },
  // "other than for medical purposes", "not for medical use": whatever the words say, not 5 or 10
  // (the Nice lists use the phrase for cosmetics, chemicals and foods that also exist as medicines).
  {
    pattern:
      /\b(other than|not|except|excluding) (for )?(medical|veterinary|pharmaceutical|surgical|dental|therapeutic|medicinal)\b/,
    scale: { 5: 0.25, 10: 0.25 },
    onFullText: true,
  },
  // Not of metal, building parts and structures are class 19; small hardware, closures and
  // containers class 20 (of metal, both would be 6).
  {
    pattern:
      /^(?=.*\b(not of metal|non metallic)\b)[^,]*\b(pipes?|tubes?|ducts?|doors?|windows?|gates?|floors?|flooring|tiles?|roofing|roofs?|fences?|fencing|posts?|poles?|flagpoles?|pilings?|piles?|partitions?|buildings?|monuments?|tombs?|tombstones?|slabs?|gratings?|shutters?|scaffolding|stairs?|beams?|girders?|panels?|mouldings?|moldings?|sills?|structures?|installations?|sheds?|greenhouses?|pillars?|columns?|walls?|cladding)\b/,
    add: { 19: 1.2 },
    onFullText: true,
  },
  {
    pattern:
      /^(?=.*\b(not of metal|non metallic)\b)[^,]*\b(containers?|boxes|bins?|crates?|barrels?|casks?|drums?|closures?|caps?|stoppers?|lids?|locks?|padlocks?|keys?|handles?|knobs?|hinges?|hooks?|pegs?|nuts?|bolts?|screws?|rivets?|clips?|signs?|signboards?|plates?|tags?|bracelets?|ladders?|valves?|tanks?|pallets?|racks?|hangers?|rails?|dispensers?|mailboxes|letter boxes|clamps?|fasteners?|fittings?|reels?|spools?|statues?|figurines?)\b/,
    add: { 20: 1.2 },
    onFullText: true,
  },
  {
    pattern: /(?<!not |precious |non )\b(of metal|metallic|of steel|of iron)\b/,
    add: { 6: 2 },
    scale: { 19: 0.35, 20: 0.6, 22: 0.5, 17: 0.6, 21: 0.6 },
  },
  {
    pattern: /\b(of precious metal|precious metals?|coated therewith|gold plated|silver plated)\b/,
    add: { 14: 1.5 },
  },
  {
    // "for the pharmaceutical industry" and "for use in the manufacture of pharmaceuticals" name the
    // buyer's trade, not a medical use: the goods are industrial (1 for substances, 7 for machines).
    pattern:
      /(?<!manufactur\w* of [\w ]*)\b(for medical|for pharmaceutical|for veterinary|medicinal|medicated|pharmaceutical|for dental)\b(?! industry)/,
    add: { 5: 1, 10: 0.6 },
    scale: { 1: 0.4, 3: 0.5, 4: 0.4, 21: 0.5, 25: 0.5, 29: 0.4, 30: 0.4, 31: 0.4, 32: 0.4, 9: 0.6, 7: 0.6 },
  },
  {
    pattern:
      /\b(apparatus|instruments?|devices?|pumps?|electrodes?|analy[sz]ers?|monitors?|chambers?|filters?|beds?|chairs?|armchairs?|corsets?|soles?|stockings?|belts?|gloves?|lamps?|masks?|garments?|clothing|gowns?|footwear|shoes?|boots?|machines?|appliances?|robots?|implants?|equipment|furniture|mattresses|cushions?|pillows?)\b.*\b(medical|surgical|dental|veterinary)\b/,
    add: { 10: 1.5 },
  },
  {
    pattern:
      /\b(preparations?|substances?|salts?|oils?|greases?|bark|extracts?|roots?|herbs?|teas?|drinks?|candy|gum|powders?|solutions?)\b.*\b(medical|pharmaceutical|veterinary|medicinal)\b/,
    add: { 5: 1.5 },
  },
  // Dental materials (fillings, impressions, wax, porcelain, rubber) are class 5; dental apparatus 10.
  {
    pattern:
      /\b(rubber|porcelain|wax|waxes|cements?|alloys?|lacquers?|amalgams?|abrasives?|mastics?|materials?|resins?|composites?|adhesives?|plaster|gold)\b[^,]*\b(for dentistry|for dental|dental (purposes|prostheses|fillings|use))\b/,
    add: { 5: 1.5 },
    scale: { 10: 0.5 },
  },
  { pattern: /\b(for medical use|medical)\b/, add: { 10: 0.6, 5: 0.4 } },
  { pattern: /\b(surgical|for surgery|for surgical)\b/, add: { 10: 1.5 } },
  { pattern: /\b(dental|for dentists)\b/, add: { 10: 0.7, 5: 0.5 } },
  { pattern: /\b(veterinary|for veterinary)\b/, add: { 5: 1, 10: 0.4 } },
  { pattern: /\b(for industrial purposes|for industry|industrial)\b/, add: { 1: 0.9, 4: 0.3, 7: 0.3 } },
  // A food or cosmetic substance "for industrial purposes" is an industrial chemical (1).
  { pattern: /\bfor industrial (purposes|use)\b/, scale: { 29: 0.5, 30: 0.5, 31: 0.6, 3: 0.6, 5: 0.6 } },
  // Substances for cleaning, polishing, scouring, degreasing and bleaching are class 3 (its heading).
  {
    pattern:
      /\b(preparations?|substances?|agents?|products?|liquids?|fluids?|gels?|pastes?|creams?|powders?|solutions?|turpentine|oils?|soaps?|sprays?)\b[^,]*\bfor (cleaning|degreasing|polishing|scouring|bleaching|washing|laundering|removing|stripping)\b/,
    add: { 3: 1.2 },
  },
  // The Nice lists' purpose phrases: "for chemical purposes" is 1, "for stationery purposes" 16.
  { pattern: /\bfor (chemical|scientific) (purposes|use)\b/, add: { 1: 1.2 } },
  { pattern: /\bfor (stationery|office)( or household)? (purposes|use)\b/, add: { 16: 1.5 } },
  { pattern: /\b(for use in (the )?manufactur|for manufactur|for the manufactur)/, add: { 1: 0.8 } },
  {
    pattern: /\b(for agricultur|for horticultur|for forestry|agricultural|horticultural)/,
    add: { 1: 0.5, 7: 0.3 },
  },
  { pattern: /\b(photograph|photographic|photography)/, add: { 1: 0.5, 9: 0.6 } },
  {
    pattern: /\b(parts of machines|parts of engines|parts of motors|machine parts|for machines)\b/,
    add: { 7: 2 },
  },
  { pattern: /\b(furniture)\b/, add: { 20: 0.8 } },
  // Metal furniture stays in class 20, unlike most other goods of metal.
  {
    pattern: /\b(furniture|shelves|shelving|cabinets|beds|chairs|tables)\b.*\bof metal\b|\bmetal furniture\b/,
    add: { 20: 3 },
  },
  { pattern: /\b(clothing|garments)\b/, add: { 25: 0.6 } },
  // Clothing, footwear and gloves for protection against accidents, fire, irradiation or bullets,
  // or made for laboratories and diving, are class 9, not 25 (protective sports gear is 28).
  {
    pattern:
      /^(?!.*\b(sports?|medical|surgical)\b)(?:.*\b(clothing|garments|suits|gloves|footwear|shoes|boots|jackets|vests|masks|aprons|overalls|skins)\b[^;]*\b(protection|protective|against (accidents|fire|irradiation|radiation)|fireproof|fire proof|bullet ?proof|for laboratories|for diving|diving|asbestos)\b|.*\b(protective|bullet ?proof|fireproof|fire proof|diving)\b[^,;]*\b(clothing|garments|suits|gloves|footwear|shoes|boots|jackets|vests|masks|aprons|overalls)\b)/,
    add: { 9: 1.5 },
    scale: { 25: 0.5 },
  },
  { pattern: /\b(teaching apparatus|teaching)\b/, add: { 9: 0.4, 16: 0.3 } },
  { pattern: /\b(spice|spices|condiment|seasoning)\b/, add: { 30: 1 } },
  {
    pattern: /(, electric|electrically operated|power operated|motori[sz]ed)\b/,
    add: { 7: 1, 11: 0.5 },
    scale: { 8: 0.3, 21: 0.4 },
  },
  {
    pattern: /\b(for scientific purposes|for laboratory|for laboratories|laboratory)\b/,
    add: { 1: 0.5, 9: 0.8 },
  },
  { pattern: /\b(for cosmetic purposes|cosmetic)\b/, add: { 3: 1.2 } },
  { pattern: /\b(for toilet purposes|for personal hygiene)\b/, add: { 3: 0.8, 5: 0.3 } },
  { pattern: /\b(for household purposes|household)\b/, add: { 21: 0.6, 11: 0.2 } },
  // Brushes are class 21 (toothbrushes, electric ones too, cleaning and cosmetic brushes) unless
  // they are for painting (16) or parts of machines (7).
  {
    pattern: /^(?!.*\b(paint|painting|painters?|artists?|machines?)\b).*\bbrush(es)?\b/,
    add: { 21: 1.2 },
    scale: { 28: 0.6, 8: 0.6 },
  },
  // Serving utensils are tableware (21); cutlery for eating is 8.
  { pattern: /\bserving\b/, add: { 21: 1.2 }, scale: { 8: 0.4 } },
  {
    pattern: /\b(for vehicles|for cars|for automobiles|for land vehicles|for motor vehicles)\b/,
    add: { 12: 1.2 },
  },
  {
    pattern: /\b(for bicycles|for cycles|for motorcycles|for aircraft|for boats|for ships|for trucks)\b/,
    add: { 12: 1 },
  },
  { pattern: /\b(electric|electrical|electronic|electrically)\b/, add: { 9: 0.3, 11: 0.15, 7: 0.15 } },
  // Apparatus for conducting, switching, transforming, accumulating, regulating or controlling
  // electricity are class 9 (the class heading), not machines (7) or metal goods (6).
  {
    pattern: new RegExp(
      `\\b(${ELECTRICITY_HANDLERS})\\b[^,;]*(, electric\\b|\\belectric(al)?\\b|\\belectricity\\b|\\b(for|of) (electric )?(motors|lines|mains|power lines|circuits)\\b)|\\b(electric(al)?|electricity|motor|power)\\b[^,;]*\\b(${ELECTRICITY_HANDLERS})\\b`,
    ),
    add: { 9: 1.5 },
    scale: { 7: 0.4, 6: 0.6, 11: 0.7 },
  },
  { pattern: /\b(hand operated|hand held|manually operated|hand tools?)\b/, add: { 8: 1.2 } },
  { pattern: /\b(machines?|power operated|motorized|motorised)\b/, add: { 7: 1.2 } },
  { pattern: /\b(musical|for musical instruments)\b/, add: { 15: 2 } },
  { pattern: /\b(toys?|playthings)\b/, add: { 28: 1.2 } },
  { pattern: /\b(for games|for playing|for sports|sporting|for gymnastics|for fishing)\b/, add: { 28: 1 } },
  { pattern: /\b(of paper|of cardboard|of paperboard)\b/, add: { 16: 0.9 } },
  { pattern: /\b(of textile|of textiles|of cloth|of fabric)\b/, add: { 24: 0.8 } },
  { pattern: /\b(of leather|of imitation leather)\b/, add: { 18: 0.6 } },
  { pattern: /\b(of plastic|of plastics)\b/, add: { 20: 0.5, 17: 0.3 } },
  { pattern: /\b(of glass|of porcelain|of earthenware|of ceramic)\b/, add: { 21: 0.8 } },
  { pattern: /\b(of wood|wooden)\b/, add: { 20: 0.5, 19: 0.3 } },
  { pattern: /\b(of rubber)\b/, add: { 17: 0.7 } },
  { pattern: /\b(of stone|of concrete|of marble|of cement|of plaster)\b/, add: { 19: 0.9 } },
  { pattern: /\b(for building|for construction|building)\b/, add: { 19: 0.5, 6: 0.2, 37: 0.2 } },
  {
    pattern: /\b(for heating|for cooking|for cooling|for refrigerating|for lighting|for ventilation)\b/,
    add: { 11: 1 },
  },
  {
    pattern: /\b(non alcoholic|nonalcoholic|alcohol free|de alcoholized)\b/,
    add: { 32: 1.5 },
    scale: { 33: 0.3 },
    // The negated-word filter drops "non alcoholic" from the rule text; the phrase is the signal.
    onFullText: true,
  },
  { pattern: /(?<!non |non)\balcoholic\b/, add: { 33: 1 } },
  { pattern: /\b(for smokers|tobacco|smoking)\b/, add: { 34: 1.2 } },
  { pattern: /\b(for firearms|for guns|for weapons|ammunition)\b/, add: { 13: 1 } },
  { pattern: /\b(for watches|for clocks|horological)\b/, add: { 14: 1 } },
  { pattern: /\b(for computers|computer)\b/, add: { 9: 0.5 } },
  // Class 9's heading: scientific, surveying, optical, weighing, measuring, signalling, detecting,
  // testing, inspecting and life-saving apparatus.
  {
    pattern:
      /\b(measuring|for measuring|weighing|for weighing|surveying|signal|signals|signalling|signaling|detecting|for detecting|life saving|lifesaving|for microscopy|indicators?|gauges?|precision)\b/,
    add: { 9: 1 },
  },
  // Life-saving goods are 9 by name: life buoys, belts, jackets, rafts, nets.
  { pattern: /\blife (buoys?|belts?|jackets?|rafts?|nets?|vests?|preservers?|lines?)\b/, add: { 9: 1.5 } },
  // Goods made for electronic components are electronics (9): wafers for integrated circuits.
  {
    pattern:
      /\bfor (integrated circuits|semiconductors|microchips|printed circuits?|printed circuit boards)\b/,
    add: { 9: 1 },
  },
  // Parts and accessories made for computers are class 9 with the computers (fans, cases, mice).
  {
    pattern: /\bfor (computers|laptops|smartphones|mobile phones|tablet computers)\b/,
    add: { 9: 1 },
    scale: { 7: 0.6, 11: 0.6 },
  },
  { pattern: /\b(recorded|downloadable|software)\b/, add: { 9: 1 } },
  { pattern: /\b(printed|printed matter)\b/, add: { 16: 0.8 } },
  {
    pattern: /\b(for animals|for pets|for livestock|for cattle|for dogs|for cats)\b/,
    add: { 31: 0.3, 5: 0.15, 18: 0.15 },
  },
  { pattern: /\b(for babies|for infants)\b/, add: { 5: 0.2, 25: 0.2 } },
  { pattern: /\b(for laundry|laundry)\b/, add: { 3: 0.5 } },
  { pattern: /\b(for clothing|for garments|for shoes|for footwear)\b/, add: { 26: 0.4 } },
  { pattern: /\b(for beverages|for making beverages)\b/, add: { 32: 0.3 } },
  // Fresh, live and unprocessed produce is class 31; processed, preserved or cooked food is 29/30.
  { pattern: /\b(live|living)\b/, add: { 31: 1.5 }, scale: { 29: 0.3, 30: 0.5 } },
  { pattern: /\b(unprocessed|unworked|fresh|raw)\b/, add: { 31: 1 }, scale: { 29: 0.5, 30: 0.4 } },
  {
    pattern: /(?<!un)\b(processed|preserved|cooked|dried|frozen|canned|tinned|pickled)\b/,
    add: { 29: 0.5 },
    scale: { 31: 0.4 },
  },
  // Grain that has been milled, hulled or flaked is a cereal preparation (30), no longer a crop (31).
  { pattern: /\b(milled|hulled|husked|flaked|puffed|kibbled)\b/, add: { 30: 1 }, scale: { 31: 0.3 } },
  {
    pattern: /\b(for culinary purposes|for human consumption|for food purposes)\b/,
    add: { 29: 0.6, 30: 0.6 },
    scale: { 1: 0.3, 5: 0.3, 31: 0.6 },
  },
  {
    pattern: /\b(for botanical purposes|for planting|for sowing)\b/,
    add: { 31: 1.2 },
    scale: { 1: 0.5, 5: 0.4 },
  },
  // Electric cooking and heating utensils are class 11; without power they stay household (21) or hand tools (8).
  {
    pattern:
      /\b(pans?|pots?|kettles?|cookers?|fryers?|grills?|ovens?|toasters?|heaters?|warmers?|roasters?|blankets?|boilers?)\b[^,]*, electric|\belectric (pans?|pots?|kettles?|cookers?|fryers?|grills?|ovens?|toasters?|heaters?|warmers?|roasters?|blankets?)\b/,
    add: { 11: 1.5 },
  },
  {
    pattern: /\b(non electric|nonelectric)\b/,
    add: { 21: 0.6, 8: 0.4 },
    scale: { 7: 0.3, 11: 0.5 },
    onFullText: true,
  },
  // A bracketed gloss that names a category ("[furniture]", "[hand tools]") is close to decisive.
  { pattern: /\[[^\]]*\bfurniture\b/, add: { 20: 2 } },
  { pattern: /\[[^\]]*\b(clothing|garments)\b/, add: { 25: 2 } },
  { pattern: /\[[^\]]*\b(hand tools?|hand instruments?|hand implements?)\b/, add: { 8: 2 } },
  { pattern: /\[[^\]]*\b(office requisites|stationery)\b/, add: { 16: 2 } },
  { pattern: /\[[^\]]*\b(machines?|parts of machines|machine tools?)\b/, add: { 7: 1.5 } },
  { pattern: /\[[^\]]*\b(musical instruments?)\b/, add: { 15: 2 } },
  { pattern: /\[[^\]]*\b(toys?|playthings|games?)\b/, add: { 28: 1.5 } },
  { pattern: /\[[^\]]*\b(jewellery|jewelry)\b/, add: { 14: 1.5 } },
  { pattern: /\[[^\]]*\b(condiments?|spices?|confectionery|seasonings?)\b/, add: { 30: 1.5 } },
  { pattern: /\[[^\]]*\b(food colou?ring|dyes?|paints?|colou?rants?)\b/, add: { 2: 1.5 } },
  { pattern: /\[[^\]]*\b(incense|perfumes?|cosmetics?)\b/, add: { 3: 1.5 } },
  { pattern: /\[[^\]]*\b(surgery|surgical)\b/, add: { 10: 1.5 } },
  { pattern: /\[[^\]]*\b(teaching apparatus|photography|cinematography)\b/, add: { 9: 0.8 } },
  { pattern: /\[[^\]]*\b(explosives?|firearms?|weapons?)\b/, add: { 13: 1.5 } },
  { pattern: /\[[^\]]*\b(saddlery|leatherware)\b/, add: { 18: 1.5 } },
  { pattern: /\[[^\]]*\b(metal hardware|ironmongery|locksmiths' articles)\b/, add: { 6: 1.5 } },
  { pattern: /\[[^\]]*\b(haberdashery|dressmaking articles|sewing articles)\b/, add: { 26: 1.5 } },
  { pattern: /\[[^\]]*\b(harness|harnesses)\b/, add: { 18: 1.5 } },
  {
    pattern: /\[[^\]]*\b(fishing tackle|sports? articles|sporting articles|gymnastic articles)\b/,
    add: { 28: 1.5 },
  },
  { pattern: /\[[^\]]*\b(horology|clocks?|watches|timepieces)\b/, add: { 14: 1.5 } },
  { pattern: /\[[^\]]*\b(bed linen|household linen|table linen|textiles?)\b/, add: { 24: 1.5 } },
  { pattern: /\[[^\]]*\b(fodder|animal feed|animal foodstuffs?)\b/, add: { 31: 1.5 } },
  { pattern: /\[[^\]]*\b(building materials?)\b/, add: { 19: 1.5 } },
  { pattern: /\[[^\]]*\b(household utensils?|kitchen utensils?|glassware|tableware)\b/, add: { 21: 1.5 } },
  { pattern: /\[[^\]]*\b(smokers' articles|smokers articles)\b/, add: { 34: 1.5 } },
  { pattern: /\[[^\]]*\b(ammunition)\b/, add: { 13: 1.5 } },
  { pattern: /\b(business|commercial)\b/, add: { 35: 0.8 } },
  { pattern: /\b(for food|foodstuffs?|edible)\b/, add: { 29: 0.2, 30: 0.2 } },
  {
    pattern: /\b(online|via the internet|via a global computer network)\b/,
    add: { 35: 0.2, 38: 0.2, 41: 0.2, 42: 0.2 },
  },
];

/** Rules read only for services. */
export const SERVICE_RULES: readonly QualifierRule[] = [
  // Services for agriculture, aquaculture, horticulture and forestry are class 44 (its heading).
  { pattern: /\b(for|in) (agricultur|aquacultur|horticultur|forestry|farming)/, add: { 44: 1.5 } },
  // A service "for entertainment purposes" is entertainment (41) whatever it uses.
  { pattern: /\bfor (entertainment|amusement|recreational) purposes\b/, add: { 41: 1.2 } },
];

/** Core words that make a description a service ("repair of shoes", "legal services"). */
export const SERVICE_MARKER_WORDS: readonly string[] = [
  'services',
  'service',
  'rental',
  'renting',
  'hire',
  'hiring',
  'leasing',
  'repair',
  'repairing',
  'installation',
  'maintenance',
  'consultancy',
  'consulting',
  'advisory',
  'advice',
  'information',
  'arranging',
  'arrangement',
  'organizing',
  'organization',
  'organisation',
  'organising',
  'conducting',
  'management',
  'providing',
  'provision',
  'operating',
  'operation',
  'agency',
  'agencies',
  'brokerage',
  'retail',
  'wholesale',
  'transport',
  'transportation',
  'delivery',
  'treatment',
  'processing',
  'training',
  'education',
  'teaching',
  'research',
  'design',
  'designing',
  'development',
  'cleaning',
  'washing',
  'construction',
  'planning',
  'booking',
  'reservation',
  'reservations',
  'storage',
  'distribution',
  'broadcasting',
  'hosting',
  'analysis',
  'testing',
  'inspection',
  'monitoring',
  'production',
  'publication',
  'publishing',
];
