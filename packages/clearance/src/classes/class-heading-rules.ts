import type { QualifierRule } from './qualifier-rules.ts';

/**
 * What the class headings and explanatory notes of the Nice classification say a purpose or kind
 * of goods belongs to, in our own words: "fuels and illuminants" are 4, "preparations for
 * destroying vermin" 5, "apparatus for locomotion" 12, "materials for artists" 16. Each rule adds
 * evidence in the units of the qualifier rules (about one strong word); the words decide the rest.
 */
export const GOODS_HEADING_RULES: readonly QualifierRule[] = [
  // 1: chemicals for industry, science and agriculture; fire extinguishing, tempering, soldering
  // and tanning preparations; unprocessed plastics and resins; preservatives for building materials.
  {
    pattern:
      /\b(fire extinguishing|tempering|soldering|welding|tanning|fireproofing|quenching)\b[^,]*\b(preparations?|compositions?|substances?|chemicals?|agents?)\b/,
    add: { 1: 1 },
  },
  { pattern: /\bunprocessed (plastics?|artificial resins?|synthetic resins?)\b/, add: { 1: 1.5 } },
  // Chemical additives (to fuels, oils, concrete) and anti-knock, antifreeze and de-icing
  // preparations are class 1.
  {
    pattern:
      /\b(chemical additives?|additives? (for|to) (motor )?(fuels?|petrol|gasoline|oils?|lubricants?|concrete|cement|drilling muds?)|anti ?knock|anti ?freeze|de ?icing)\b/,
    add: { 1: 1 },
  },
  // Sensitized paper, plates and films and the baths that develop or fix them are chemicals for
  // photography (1); cameras and exposed films are 9.
  {
    pattern:
      /\b(sensiti[sz]ed|photosensitive|photometric|fixing baths?|developing baths?|toning baths?|photographic (papers?|emulsions?|developers?|sensiti[sz]ers?|plates))\b|\b(papers?|baths?|emulsions?|developers?)\b[^,]*\bphotograph/,
    add: { 1: 1.2 },
    scale: { 9: 0.6, 16: 0.6 },
  },
  {
    pattern: /\b(concrete|masonry|brickwork|cement|tile|roofing)\b[^,]*\bpreservatives?\b/,
    add: { 1: 1.2 },
    scale: { 2: 0.6 },
  },
  // 2: paints and preservatives against rust and wood rot; dyes and inks for printing; metals in
  // foil and powder form for painting.
  {
    pattern:
      /\b(anti ?rust|against rust|rust preventive|rust preventing|wood preservatives?|preservatives? for wood)\b/,
    add: { 2: 1.2 },
  },
  { pattern: /\b(inks? for printing|printing inks?|printers inks?)\b/, add: { 2: 1 } },
  { pattern: /\bin (foil|powder) form for (painting|decorat|printing|art)/, add: { 2: 1.5 } },
  // 3: non-medicated toiletries; abrasive preparations.
  { pattern: /\b(non medicated|nonmedicated)\b/, add: { 3: 1.2 }, scale: { 5: 0.3 }, onFullText: true },
  // 4: fuels, illuminants, lubricants, dust binding compositions, candles and wicks for lighting.
  { pattern: /\b(fuels?|illuminants?|lubricants?|lubricating)\b/, add: { 4: 0.8 } },
  { pattern: /\bdust (absorbing|binding|laying)\b/, add: { 4: 1.5 } },
  { pattern: /\b(candles?|wicks?)\b[^,]*\bfor lighting\b/, add: { 4: 1.5 }, scale: { 11: 0.5 } },
  // 5: dietetic food and supplements, food for babies; preparations for destroying vermin,
  // fungicides and herbicides; disinfectants; material for dressings.
  {
    // "for use in the manufacture of food supplements" names the buyer's trade (1), not the goods.
    pattern:
      /(?<!manufactur\w* of [\w ]*)\b(dietetic|dietary supplements?|nutritional supplements?|food supplements?|food for babies|baby food)\b/,
    add: { 5: 1.2 },
  },
  {
    pattern:
      /\b(for destroying|destroying) (vermin|pests|insects|weeds|parasites|noxious)|\b(vermin|pest|weed|insect) (destroying|killing|killers?)|\b(pesticides?|insecticides?|fungicides?|herbicides?|parasiticides?|larvicides?|rodenticides?|biocides?)\b/,
    add: { 5: 1.2 },
  },
  {
    pattern: /\b(disinfectants?|disinfecting|antiseptic|antibacterial|germicidal|pediculicidal|medicated)\b/,
    add: { 5: 0.8 },
    scale: { 3: 0.7 },
  },
  { pattern: /\bfor dressings?\b|\bdressings? for wounds\b/, add: { 5: 1 } },
  // 7: engines and transmission parts other than for land vehicles; agricultural implements other
  // than hand-operated; incubators for eggs.
  {
    pattern: /\b(other than|except) for land vehicles\b|\bother than hand operated\b/,
    add: { 7: 1.5 },
    scale: { 12: 0.4, 8: 0.4 },
    onFullText: true,
  },
  { pattern: /\bincubators? for eggs\b/, add: { 7: 1.5 } },
  // Pneumatic and hydraulic apparatus are machines or machine parts (7); their fluids, cements and
  // tyres are not.
  {
    pattern:
      /\b(pneumatic|hydraulic)\b(?![^,]*\b(oils?|fluids?|liquids?|cements?|limes?|tyres?|tires?|tubes? for)\b)/,
    add: { 7: 1 },
  },
  // Apparatus and installations for use in manufacture are machines (7); substances for it are 1.
  {
    pattern:
      /\b(apparatus|machines?|installations?|equipment|robots?|reactors?|bioreactors?|plants|lines)\b[^,]*\bfor (use in )?(the )?(manufactur\w*|industrial|production)\b/,
    add: { 7: 1.2 },
    scale: { 1: 0.5 },
  },
  // 10: orthopaedic articles, artificial limbs, suture materials, articles for nursing infants and
  // assistive devices for persons with disabilities.
  { pattern: /\b(orthopaedic|orthopedic|suture|sutures|prosthetic|prostheses)\b/, add: { 10: 1.2 } },
  { pattern: /\bartificial (limbs?|eyes?|teeth|breasts?|skin)\b/, add: { 10: 1.5 } },
  {
    pattern: /\bfor (nursing infants|persons with disabilities|the disabled|disabled persons|the elderly)\b/,
    add: { 10: 1 },
  },
  // 11: apparatus for steam generating, drying, water supply and sanitary purposes; air
  // conditioning and water purifying apparatus.
  {
    pattern:
      /\b(steam generating|for water supply|water supply|for sanitary purposes|sanitary (apparatus|installations)|air conditioning|water purif\w*|air purif\w*|for drying)\b/,
    add: { 11: 1 },
  },
  // Apparatus named by what class 11 does (roasting, heating, cooling, watering, distilling...);
  // not what they are for ("ducts for heating installations" are building parts).
  {
    pattern:
      /^(?:(?!\b(for|of)\b)[^,])*\b(roasting|toasting|grilling|cooking|heating|cooling|freezing|refrigerating|ventilating|watering|irrigating|sprinkling|distilling|distillation|dehumidifying|humidifying|snow making|steam generating)\b[^,]*\b(apparatus|machines?|installations?|units?|plants?|spits?|generators?|columns?|towers?|systems?|cannons?)\b/,
    add: { 11: 1 },
    scale: { 7: 0.6 },
  },
  // 9 also: optical, photographic, cinematographic and audiovisual apparatus.
  { pattern: /\b(optical|audiovisual|audio visual|cinematographic|microscopy)\b/, add: { 9: 0.8 } },
  // 12: apparatus for locomotion by land, air or water.
  { pattern: /\bfor locomotion\b/, add: { 12: 1.5 } },
  // 13: explosives, pyrotechnic products, fireworks.
  { pattern: /\b(explosives?|pyrotechnic|fireworks?|detonating)\b/, add: { 13: 1 } },
  // 14: precious and semi-precious stones.
  { pattern: /\b(semi ?precious|precious stones?)\b/, add: { 14: 1.2 } },
  // 16: bookbinding material, materials for artists and for drawing, teaching materials, plastic
  // films and bags for wrapping and packaging, printers' type.
  { pattern: /\b(bookbinding|for bookbinding|book binding)\b/, add: { 16: 1.5 } },
  { pattern: /\bfor (artists|drawing|modelling|modeling|painters)\b|\bartists\b/, add: { 16: 1 } },
  {
    pattern: /\b(films?|bags?|sheets?|pouches|envelopes)\b[^,]*\bfor (wrapping|packaging|packing)\b/,
    add: { 16: 1 },
  },
  { pattern: /\b(printers type|printing blocks?|printing type)\b/, add: { 16: 1.2 } },
  // 17: rubber and plastics in extruded form for use in manufacture; packing, stopping and
  // insulating materials; flexible pipes and hoses not of metal.
  { pattern: /\b(in extruded form|semi processed|semi worked)\b/, add: { 17: 1 } },
  { pattern: /\b(insulating|for insulating|for insulation|insulators?)\b/, add: { 17: 0.8 } },
  { pattern: /\bflexible (pipes?|tubes?|hoses?)\b/, add: { 17: 1 } },
  {
    pattern:
      /\b(gaskets?|jointings?|packings?|stuffing rings?|water ?tight rings?|sealing rings?|clutch linings?)\b/,
    add: { 17: 1 },
  },
  // 18: collars, leashes and clothing for animals; umbrellas; luggage.
  {
    pattern:
      /\b(collars?|leashes|leads|clothing|coats|harness(es)?|muzzles)\b[^,]*\bfor (animals|pets|dogs|cats|horses)\b/,
    add: { 18: 1.2 },
  },
  { pattern: /\b(umbrellas?|parasols?|luggage)\b/, add: { 18: 1 } },
  // 19: rigid pipes for building; asphalt, pitch, tar and bitumen.
  { pattern: /\brigid (pipes?|tubes?)\b/, add: { 19: 1 } },
  { pattern: /\b(asphalt|bitumen|bituminous|pitch)\b/, add: { 19: 0.8 } },
  // 20: picture frames and mirrors; unworked or semi-worked bone, horn, ivory, mother-of-pearl.
  { pattern: /\b(picture frames?|mirrors?)\b/, add: { 20: 0.8 } },
  {
    pattern:
      /\b(unworked|semi worked)\b[^,]*\b(bone|horn|whalebone|ivory|mother of pearl|tortoiseshell|coral|amber|shells?)\b/,
    add: { 20: 1.5 },
  },
  // 21: kitchen and household utensils and containers; combs and sponges; unworked glass except
  // building glass; articles for cleaning purposes.
  { pattern: /\bkitchen (utensils?|containers?)\b|\bfor kitchen use\b/, add: { 21: 1.2 } },
  { pattern: /\b(combs?|sponges?)\b/, add: { 21: 0.8 } },
  // Cloths, leathers, pads and wool for cleaning are articles for cleaning purposes (21); a
  // substance for cleaning is 3.
  {
    pattern:
      /\b(cloths?|rags?|leathers?|chamois|skins?|pads?|wool|gloves?|mitts?|buckets?|wipes)\b[^,]*\bfor cleaning\b/,
    add: { 21: 1.2 },
  },
  { pattern: /\b(unworked|semi worked) glass\b/, add: { 21: 1.5 } },
  // 22: sails, tents, tarpaulins, sacks for bulk materials, padding and stuffing materials, raw
  // fibrous textile materials.
  { pattern: /\b(sails|for sails|tarpaulins?|awnings?|tents?)\b/, add: { 22: 0.8 } },
  {
    pattern:
      /\b(padding|stuffing|cushioning|upholstery) (materials?|of)\b|\braw fibrous\b|\btextile fibres?\b|\btextile fibers?\b/,
    add: { 22: 1.2 },
  },
  {
    pattern: /\bfor (tying|tying up|lashing|binding) (up )?(vines|plants|sheaves|bales|trees)\b/,
    add: { 22: 1.2 },
  },
  // 23: yarns and threads for textile use.
  {
    pattern: /\b(yarns?|threads?)\b[^,]*\bfor textile use\b/,
    add: { 23: 1.5 },
    scale: { 17: 0.4, 22: 0.6 },
  },
  // 24: household, bed and table linen; curtains.
  { pattern: /\b(household linen|bed linen|table linen|bath linen)\b/, add: { 24: 1.2 } },
  // 26: haberdashery, artificial flowers and fruit, hair decorations, false hair.
  { pattern: /\b(haberdashery|embroidery|lace)\b/, add: { 26: 0.8 } },
  {
    pattern: /\bartificial (flowers?|fruits?|plants?|garlands?|wreaths?)\b/,
    add: { 26: 1.5 },
    scale: { 31: 0.3 },
  },
  {
    pattern: /\b(hair (ornaments?|decorations?|accessories)|false hair|wigs?|hair extensions)\b/,
    add: { 26: 1 },
  },
  // 27: floor coverings and wall hangings not of textile.
  {
    pattern: /\b(floor coverings?|for covering floors|wall hangings?, not of textile|wallpapers?)\b/,
    add: { 27: 1.2 },
  },
  // 28: archery, racket and fishing articles and swimming aids (swimwear itself is 25; "golf" and
  // "tennis" also name clothing and shoes, so they are left to the words).
  {
    pattern:
      /\b(archery|for rackets|rackets?|fishing tackle|for fishing|angling)\b|\bswimming (jackets?|belts?|boards?|floats?|kickboards?|flippers?|fins|rings?)\b/,
    add: { 28: 1 },
  },
  // 28: decorations for Christmas trees.
  { pattern: /\b(for christmas trees|christmas tree (decorations?|ornaments?|stands?))\b/, add: { 28: 1.5 } },
  // 29: edible oils and fats, milk products.
  {
    pattern: /\b(edible (oils?|fats?)|(oils?|fats?) for food|milk products?|dairy products?)\b/,
    add: { 29: 1 },
  },
  // 30: flour and cereal preparations, milled grain.
  { pattern: /\b(cereal preparations?|milled|flour|flours)\b/, add: { 30: 0.8 }, scale: { 31: 0.6 } },
  // Binding, thickening and stiffening agents for cooking and for foods are class 30 (unless for
  // industrial purposes, 1).
  {
    pattern:
      /^(?!.*\bindustrial\b).*\b(agents?|preparations?|powders?|substances?|binders?)\b[^,]*\bfor (ice cream|ices|sausages|cooking|baking|culinary|whipped cream|meat|tenderi[sz]ing|thickening|stiffening|binding)\b/,
    add: { 30: 1.2 },
    scale: { 1: 0.6 },
  },
  // 31: foodstuffs and beverages for animals; natural plants and flowers; malt.
  {
    pattern:
      /\b(foodstuffs?|food|feed|fodder|beverages?|drinks?|cakes?|meal|litter)\b[^,]*\bfor (animals|pets|cattle|livestock|dogs|cats|birds|fish|poultry|horses)\b|\b(animal|cattle|pet|dog|cat|bird|fish|poultry) (food|feed|fodder|foodstuffs?)\b/,
    add: { 31: 1.2 },
    scale: { 29: 0.6, 30: 0.6, 5: 0.7 },
  },
  { pattern: /\b(natural|living|live) (plants?|flowers?|trees?|turf)\b/, add: { 31: 1.2 } },
  // 32: preparations for making beverages (non-alcoholic).
  {
    pattern:
      /\b(preparations?|syrups?|powders?|essences?)\b[^,]*\bfor making (beverages|drinks|soft drinks)\b/,
    add: { 32: 1 },
  },
];

/** The service headings: read only for terms that describe a service. */
export const SERVICE_HEADING_RULES: readonly QualifierRule[] = [
  // 35: advertising, business management and administration, office functions, retail.
  {
    pattern: /\b(advertising|marketing|business management|business administration|office functions)\b/,
    add: { 35: 0.8 },
  },
  // 37: construction, installation, repair and maintenance, refilling and reconditioning.
  {
    pattern:
      /\b(repair|repairing|maintenance|servicing|refilling|reconditioning|refurbish\w*|overhaul\w*|restoration|installation|installing)\b/,
    add: { 37: 0.8 },
  },
  // 39: transport, packaging and storage of goods, travel arrangement.
  {
    pattern: /\b(packaging of goods|storage of goods|warehousing|travel arrangement|arranging of travel)\b/,
    add: { 39: 1 },
  },
  // 40: treatment of materials, recycling, air purification and water treatment, printing.
  {
    pattern:
      /\b(treatment of (materials|water|waste|textiles?|metals?|fabrics?)|recycling|air purification|water treatment)\b/,
    add: { 40: 1 },
  },
  // 40 also: a material treated, processed or finished for others ("textile treating", "fur
  // glossing", "cheese ripening").
  {
    pattern:
      /^(?=.*\b(textiles?|cloth|fabrics?|furs?|leather|skins?|hides?|wool|metals?|wood|timber|paper|glass|water|waste|cheese|meat|fish|fruit|food|foodstuffs|oils?|plastics?|rubber|stone)\b)(?=.*\b(treating|treatment|processing|finishing|dyeing|tanning|glossing|mothproofing|waterproofing|fireproofing|coating|plating|tempering|refining|shrinking|bleaching|fulling|sizing|ripening|maturing|smoking|preserving|freezing|sawing|milling|grinding|polishing|engraving|laminating|vulcani[sz]ation|vulcani[sz]ing|decontamination|purification)\b)/,
    add: { 40: 1 },
  },
  // 42: scientific and technological research, quality control, industrial analysis, design and
  // development of computer hardware and software.
  {
    pattern:
      /\b(quality control|industrial analysis|industrial research|technological research|scientific research|quality testing|technical research)\b/,
    add: { 42: 1 },
  },
  // Testing, inspecting, measuring and calibrating for others are technological services (42).
  {
    pattern: /\b(testing|inspection|inspecting|measuring|measurement|calibration|calibrating|surveying)\b/,
    add: { 42: 1 },
  },
  // Security of computers, networks and data is an IT service (42), not the protection of property (45).
  {
    pattern:
      /\b((computer|internet|cyber|data|network|software|information|online|it) security|cybersecurity)\b/,
    add: { 42: 1.5 },
  },
  // 44: hygienic and beauty care for people or animals; horticulture, including landscape and garden
  // design (landscape architecture stays 42).
  { pattern: /\b(hygienic|beauty care|beauty salon|grooming)\b/, add: { 44: 1 } },
  { pattern: /\b(landscape|garden) (design|designing|gardening)\b/, add: { 44: 2 } },
  // 45: security for the protection of property and individuals, dating, social networking,
  // funerals, babysitting.
  {
    pattern:
      /\b(physical protection|security guard\w*|bodyguard\w*|dating services?|social networking|funeral\w*|funerary|babysitting|baby sitting|lost property|political)\b/,
    add: { 45: 1 },
  },
];
