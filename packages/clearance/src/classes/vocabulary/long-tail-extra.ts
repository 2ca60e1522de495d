import type { ClassVocabulary } from './vocabulary-types.ts';

/** Extra coverage for paints (2), haberdashery-adjacent materials and chemical compounds (1). */
export const LONG_TAIL_EXTRA: readonly ClassVocabulary[] = [
  {
    classNumber: 2,
    strong: 'colorants colourants pigments paints varnishes',
    terms: `colorants for food, colourants for beverages, colorants for beer, colorants for liqueurs, caramel colour, food colouring caramel,
      annatto colorant, saffron colorant, turmeric colorant, beetroot red colorant, chlorophyll colorant, carmine dye, cochineal carmine, alizarine dyes, aniline dyestuffs,
      azo dyes, reactive dyes, disperse dyes, acid dyes, direct dyes, vat dyes, sulphur dyes, logwood dye, brazilwood dye, safflower dye, madder dye,
      dyes for clothing, dyes for shoes, dyes for leather, dyes for wood, dyes for easter eggs, egg dyeing kits, food grade colours, umber, raw umber, burnt sienna, ochre pigment, vermilion, cinnabar pigment, ultramarine pigment, prussian blue, cobalt blue pigment, chrome yellow,
      cadmium pigments, zinc chromate pigment, lead pigments, lithopone, titanium white, zinc oxide pigment, iron oxide red, iron oxide yellow, carbon black for paints,
      soot for paints, lamp black pigment, bone black, gamboge, sandarac resin, mastic resin for paints, copal resin, dammar varnish, shellac flakes, lac, gum lac, filler for painting, wood fillers paint, paint primers for wood, sealers for wood, knotting preparations, priming preparations, undercoats for vehicle chassis,
      underseal for vehicles, anti corrosive oils, anti rust oils, anti rust waxes, protective coatings for metals, corrosion protection for vehicles, zinc dust primer,
      galvanizing primers, thinners for lacquers, thickeners for colours, binding preparations for paints, emulsions for paint, distempers, lime paint, casein paint,
      silicate paints, mineral paints, chalk paints, milk paints, enamel varnishes, glaze paints, glazes for paints, fixatives varnishes, retouching varnishes, picture varnish,
      artists oil colours, artists acrylic colours, watercolor paints for artists, gouache paints, poster colours, tempera paints, encaustic paints, ink for etching,
      printing inks for textiles, inks for leather, toners for copiers, toner powder, inkjet refill ink, filled printer cartridges, metallic pigments, pearlescent pigments,
      luminous pigments, phosphorescent paint, glow in the dark paint, thermochromic pigments, anti fouling coatings, marine coatings, floor coatings, epoxy paints,
      polyurethane paints, road marking paints, traffic paints, line marking paint, sports field marking paint, tree marking paint, anti climb paint, intumescent paint`,
  },
];
