// Well-known marks: the word marks of some of the world's most famous brands, across trades. Written by
// us from general knowledge (brand names are facts; no list or repository was copied), for issue 15: a
// register may hold a famous mark as one plain filing, and then nothing in the register tells it from
// an ordinary mark, while an examiner gives a mark with a reputation a wider scope (EU Regulation
// 2017/1001 Art. 8(5); dilution in US law, 15 U.S.C. 1125(c)). The list is a sign of fame beside the
// register's own (filings in several offices, many classes). It is deliberately incomplete: a mark
// missing from it is ranked as before. A brand that is also an everyday word is listed when the brand is
// what the word brings to mind in trade (SHELL, TIDE, DOVE); words that many unrelated marks use
// (OFFICE, PRIME, NEXT, TOTAL) are left out, as a register's mark of that name is most often not the
// famous one. Names are compared by their compact form (letters and digits, & as AND).
import { compactName, normaliseName, tokenise } from './text-fold.ts';

const BY_TRADE: Record<string, string> = {
  drinks: `Coca-Cola, Coke, Pepsi, Sprite, Fanta, Mountain Dew, 7Up, Dr Pepper, Schweppes, Red Bull, Monster
    Energy, Gatorade, Powerade, Lipton, Nestea, Tropicana, Minute Maid, Evian, Perrier, San Pellegrino,
    Volvic, Vittel, Dasani, Aquafina, Nescafe, Nespresso, Starbucks, Lavazza, Illy, Tetley, Twinings,
    Ovaltine, Milo, Heineken, Budweiser, Corona, Carlsberg, Guinness, Stella Artois, Beck's, Becks,
    Amstel, Peroni, Asahi, Kirin, Sapporo, Tsingtao, Foster's, Coors, Miller, Tuborg, Grolsch, Hoegaarden,
    Leffe, Pilsner Urquell, Smirnoff, Absolut, Bacardi, Jack Daniel's, Johnnie Walker, Jameson, Jim Beam,
    Chivas Regal, Glenfiddich, Hennessy, Remy Martin, Martell, Moet & Chandon, Dom Perignon, Veuve
    Clicquot, Baileys, Jagermeister, Captain Morgan, Malibu, Martini, Campari, Aperol, Tanqueray, Gordon's,
    Bombay Sapphire, Beefeater, Grey Goose, Ciroc, Kahlua, Cointreau, Grand Marnier, Southern Comfort,
    Bailey's, Snapple, Lucozade, Ribena, Vimto, Irn-Bru, Yakult, Actimel, Activia, Danone,
    Alpro, Oatly, Nesquik, Canada Dry, Capri Sun, Sunny Delight, Kool-Aid, Crystal Light, Vitaminwater,
    Blue Moon, Samuel Adams, Sam Adams, Pabst Blue Ribbon, Bud Light, Miller Lite, Coors Light, Red Stripe,
    Newcastle Brown Ale, Jose Cuervo, Ketel One, Maker's Mark, Wild Turkey, Four Roses, Famous Grouse,
    Yellow Tail, Blue Nun, Tia Maria, Arizona Iced Tea, Simply Orange, Sunkist`,
  food: `McDonald's, Burger King, KFC, Subway, Pizza Hut, Domino's, Wendy's, Taco Bell, Dunkin', Tim
    Hortons, Krispy Kreme, Chipotle, Nando's, Five Guys, Papa John's, Starbucks, Costa, Pret A Manger,
    Haagen-Dazs, Ben & Jerry's, Magnum, Cornetto, Baskin-Robbins, Nutella, Ferrero Rocher, Kinder,
    Tic Tac, Raffaello, Mars, Snickers, Twix, Bounty, Milky Way, M&M's, Maltesers, Skittles,
    Starburst, Wrigley's, Orbit, Hubba Bubba, Mentos, Chupa Chups, Haribo, Cadbury, Dairy Milk,
    Toblerone, Milka, Oreo, Ritz, Lindt, Godiva, Ghirardelli, Hershey's, Reese's, Kit Kat, KitKat, Aero,
    Smarties, Quality Street, After Eight, Rolo, Kellogg's, Corn Flakes, Frosties, Rice
    Krispies, Special K, Pringles, Cheerios, Weetabix, Quaker, Lay's, Walkers, Doritos, Cheetos, Ruffles,
    Tostitos, Fritos, Heinz, Campbell's, Knorr, Maggi, Oxo, Bisto, Hellmann's, Kraft, Philadelphia,
    Dairylea, Laughing Cow, La Vache Qui Rit, Babybel, Lurpak, Kerrygold, Flora,
    Becel, Uncle Ben's, Barilla, Buitoni, Dolmio, Bertolli, Knorr, Nissin, Cup Noodles, Pot Noodle,
    Birds Eye, Findus, McCain, Dr. Oetker, Pillsbury, Betty Crocker, Duncan Hines, Nabisco, Pepperidge
    Farm, Tabasco, Marmite, Vegemite, Bovril, Colman's, Lea & Perrins, Kikkoman, Hovis, Warburtons,
    Kenco, Maxwell House, Folgers, Jacobs, Tassimo, Dolce Gusto, Mr Kipling, McVitie's, Jaffa Cakes, Tunnock's, Jacob's, Carr's, LU, Nature Valley, Chobani, Muller, Yoplait, Ehrmann, Ocean
    Spray, Del Monte, Dole, Chiquita, Green Giant, Bonne Maman, Hartley's, Robertson's, Smucker's, Skippy,
    Jif, Planters, Lay's, Bugles, Pop-Tarts, Eggo, Jell-O, Philadelphia, Velveeta, Oscar Mayer,
    Hormel, Spam, Tyson, Ragu, Prego, Old El Paso, Doritos, Mars, Uncle Bens, Mr. Kipling, Twinkies, Hostess,
    Frosted Flakes, Froot Loops, Lucky Charms, Golden Grahams, Coco Pops, Cap'n Crunch, Shredded Wheat,
    Cinnamon Toast Crunch, Ready Brek, Kinder Surprise, Kinder Bueno, Jolly Rancher, Sour Patch Kids,
    Tootsie Roll, Life Savers, Milky Bar, Wonder Bread, Sara Lee, Little Debbie, Chips Ahoy, Cheez-It,
    Wheat Thins, Hot Pockets, Lean Cuisine, Aunt Jemima, Hidden Valley, Miracle Whip, Cool Whip, Kraft
    Dinner, Hamburger Helper, Stove Top, Sun-Maid, Blue Diamond, Golden Wonder, Monster Munch, Hula Hoops,
    Green & Black's, Dairy Queen, Jack in the Box, Little Caesars, Dunkin' Donuts, Chick-fil-A,
    Panera Bread, Olive Garden, Red Lobster, Pizza Express, Shake Shack, In-N-Out, White Castle, Hard
    Rock Cafe, Planet Hollywood, Waffle House, Outback Steakhouse, Texas Roadhouse, Panda Express, Long John Silver's, Buffalo Wild Wings, Cracker Barrel, Caffe Nero, Good Humor, Blue Bell,
    Cold Stone, Weight Watchers, Slim Fast, Fisherman's Friend, Juicy Fruit, Big Red, Doublemint`,
  fashion: `Nike, Adidas, Puma, Reebok, Under Armour, New Balance, Asics, Converse, Vans, Fila, Umbro,
    Lacoste, Le Coq Sportif, Kappa, Diadora, Mizuno, Skechers, Timberland, Dr. Martens, Clarks, Ecco,
    Birkenstock, Crocs, UGG, Hush Puppies, Levi's, Wrangler, Diesel, Calvin Klein, Tommy Hilfiger,
    Ralph Lauren, Polo Ralph Lauren, Hugo Boss, Boss, Armani, Giorgio Armani, Emporio Armani, Gucci,
    Prada, Miu Miu, Louis Vuitton, Chanel, Dior, Christian Dior, Hermes, Versace, Dolce & Gabbana,
    Burberry, Fendi, Givenchy, Balenciaga, Valentino, Yves Saint Laurent, Saint Laurent, Celine, Chloe,
    Loewe, Bottega Veneta, Moschino, Missoni, Salvatore Ferragamo, Ferragamo, Tod's, Jimmy Choo,
    Christian Louboutin, Manolo Blahnik, Michael Kors, Coach, Kate Spade, Tory Burch, Marc Jacobs, Moncler,
    Stone Island, Canada Goose, The North Face, North Face, Patagonia, Columbia, Helly Hansen, Quiksilver,
    Billabong, Rip Curl, O'Neill, Zara, H&M, Uniqlo, Gap, Old Navy, Banana Republic, Mango, Bershka,
    Pull & Bear, Primark, Topshop, Benetton, United Colors of Benetton, Esprit, Guess, Superdry, Abercrombie
    & Fitch, Hollister, American Eagle, Victoria's Secret, Fred Perry, Ben Sherman, Barbour, Paul Smith,
    Ted Baker, Vivienne Westwood, Alexander McQueen, Stella McCartney, Oakley, Ray-Ban, Persol, Rolex,
    Omega, Tag Heuer, Cartier, Tiffany, Tiffany & Co., Bulgari, Bvlgari, Swarovski, Pandora, Breitling,
    Patek Philippe, Audemars Piguet, Longines, Tissot, Swatch, Seiko, Casio, Citizen, Fossil, Timex,
    G-Shock, Hublot, IWC, Jaeger-LeCoultre, Chopard, Van Cleef & Arpels, Montblanc, Samsonite, Rimowa,
    Longchamp, Kipling, Eastpak, JanSport, Speedo, Triumph, Wonderbra, Hanes, Fruit of the Loom, Carhartt, Dickies, Lululemon, Gymshark, Shein, Asos, Zalando, Marks & Spencer,
    Brooks Brothers, Lands' End, L.L.Bean, Eddie Bauer, J.Crew, Urban Outfitters, Free People, Forever 21,
    True Religion, Lucky Brand, Karl Lagerfeld, Comme des Garcons, Issey Miyake, Maison Margiela, Off-White,
    A Bathing Ape, Golden Goose, Onitsuka Tiger, Air Jordan, Air Max, Red Wing, Cole Haan, Steve Madden,
    Nine West, Kenneth Cole, Jack Wolfskin, Black Diamond, Peak Performance, Tommy Bahama, Agent
    Provocateur, La Perla, River Island, New Look, French Connection, Jack Wills, Cath Kidston, Laura
    Ashley, Karen Millen, Thomas Sabo, Harry Winston, Raymond Weil, Vacheron Constantin, Grand Seiko,
    Daniel Wellington, Vera Wang, Carolina Herrera, Tom Ford, Max Mara, Roberto Cavalli, Foot Locker`,
  beauty: `L'Oreal, Lancome, Maybelline, Garnier, Kerastase, Vichy, La Roche-Posay, Estee Lauder, Clinique, Bobbi Brown, Revlon, Max Factor, Rimmel, Covergirl, Nivea, Eucerin, Dove, Vaseline, Pond's, Olay,
    Neutrogena, Johnson's, Aveeno, Clearasil, Nivea, Head & Shoulders, Pantene, Herbal Essences, Wella,
    Schwarzkopf, Syoss, TRESemme, Sunsilk, Elvive, Fructis, Gillette, Wilkinson Sword, Schick, Braun,
    Philips, Remington, Old Spice, Lynx, Rexona, Brut, Dettol, Listerine, Colgate,
    Crest, Oral-B, Sensodyne, Aquafresh, Macleans, Elmex, Kleenex, Andrex, Charmin, Cottonelle,
    Pampers, Huggies, Libero, Tampax, Kotex, Bodyform, Lush, The Body Shop, Body Shop, Sephora,
    Clarins, Guerlain, Shiseido, Shu Uemura, Sisley, Nars, Urban Decay, Too Faced, Fenty, Kylie
    Cosmetics, Chanel No 5, Calvin Klein, Davidoff, Hugo, Paco Rabanne, Jean Paul Gaultier, Thierry Mugler,
    Mugler, Yardley, Avon, Mary Kay, Oriflame, Yves Rocher, L'Occitane, Kiehl's, Aesop, Elizabeth
    Arden, Bourjois, Essie, OPI, Sally Hansen, Nair, Veet, Carmex, Blistex, ChapStick, Labello, Bepanthen,
    Sudocrem, Savlon, Germolene, E45, Cetaphil, CeraVe, Bioderma, Avene, Nuxe, Caudalie, Weleda,
    Fairy Liquid, Arm & Hammer, Irish Spring, Right Guard, Imperial Leather, Original Source, Clean &
    Clear, John Frieda, Toni & Guy, Vidal Sassoon, Paul Mitchell, Dr Scholl's, Soft & Gentle, Palmolive,
    Johnson's Baby, Bumble and Bumble`,
  household: `Ariel, Tide, Persil, Omo, Daz, Lenor, Downy,
    Calgon, Cillit Bang, Mr Muscle, Mr. Clean, Domestos, Harpic, Cif, Jif, Ajax, Pledge, Glade,
    Febreze, Air Wick, Airwick, Brillo, Scotch-Brite, Vileda, Swiffer, Dyson, Hoover, Vax, Kärcher,
    Karcher, Tupperware, Pyrex, Le Creuset, Tefal, T-fal, Zwilling, WMF, Rubbermaid, Ziploc,
    Bounty, Scottex, Velcro, Sellotape, Post-it, Blu-Tack, Tipp-Ex, Bic, Parker, Pilot,
    Stabilo, Staedtler, Faber-Castell, Crayola, Sharpie, Paper Mate, Pritt, UHU, Bostik, Loctite, WD-40, Duracell, Energizer, Varta, Raid, Baygon, Dettol, Lysol, Clorox, Windex, Mr Sheen,
    Zoflora, Kilner, Thermos, Brita, Sodastream, Nespresso, Krups, Kenwood, KitchenAid, Magimix, Moulinex,
    Russell Hobbs, Breville, Morphy Richards, Delonghi, De'Longhi, Smeg, Bosch, Siemens, Miele, Whirlpool,
    Electrolux, AEG, Zanussi, Indesit, Hotpoint, Beko, Gorenje, Liebherr, Frigidaire, Maytag,
    Kenmore, GE, Black & Decker, Stanley, DeWalt, Makita, Milwaukee, Ryobi, Hilti, Husqvarna, Stihl,
    Flymo, Gardena, Weber, IKEA, Habitat, Argos, Wilko, Yale, Chubb, Philips, Osram,
    Reynolds Wrap, Saran Wrap, Scrubbing Bubbles, Magic Eraser, Easy-Off, Quilted Northern, Angel Soft,
    Seventh Generation, Pottery Barn, Crate & Barrel, Williams-Sonoma, Bed Bath & Beyond`,
  tech: `Apple, iPhone, iPad, iPod, iMac, MacBook, iTunes, Microsoft, Xbox, Outlook,
    Skype, LinkedIn, Google, Gmail, YouTube, Android, Chrome, Alphabet, Amazon, Kindle, Alexa,
    Facebook, Instagram, WhatsApp, Messenger, Twitter, TikTok, Snapchat, Pinterest, Reddit, Tumblr,
    Netflix, Spotify, Disney, Disney+, Hulu, Uber, Lyft, Airbnb, Booking.com, Expedia, TripAdvisor, eBay,
    PayPal, Alibaba, AliExpress, Taobao, Tencent, WeChat, Baidu, Huawei, Xiaomi, Oppo, OnePlus,
    Lenovo, ZTE, Samsung, LG, Sony, PlayStation, Walkman, Panasonic, Toshiba, Sharp, Hitachi,
    Canon, Nikon, Olympus, Fujifilm, Kodak, Polaroid, GoPro, Leica, Intel, AMD, Nvidia, Qualcomm, IBM,
    Dell, HP, Hewlett-Packard, Compaq, Acer, Asus, Logitech, Cisco, Oracle, SAP, Salesforce, Adobe,
    Photoshop, Acrobat, Zoom, Slack, Dropbox, Shopify, Zoho, Atlassian, Jira, GitHub, Mozilla, Firefox, Yahoo, Bing, Yandex, Nokia, Ericsson, Motorola, BlackBerry, Siemens, Philips, Bose, JBL,
    Beats, Sennheiser, Marshall, Bang & Olufsen, Harman Kardon, Pioneer, Kenwood, Yamaha, Roland, Fender,
    Gibson, Steinway, Nintendo, Game Boy, Wii, Sega, Atari, Activision, Electronic Arts, EA, Ubisoft,
    Rockstar, Blizzard, Minecraft, Fortnite, Pokemon, Tetris, Roblox, Twitch, Discord, Telegram, Viber, Tinder, Bumble, Duolingo, Wikipedia, Garmin, TomTom, Fitbit, Tesla, SpaceX, Western Digital,
    Seagate, SanDisk, Kingston, Epson, Brother, Xerox, Ricoh, Kyocera, Netgear, Vodafone, T-Mobile,
    Verizon, AT&T, Sprint, O2, EE, BT, Telefonica, Movistar, Deutsche Telekom, Virgin, Comcast,
    Xfinity, DirecTV, Roku, Chromecast, Kindle, Audible, Waze, Shazam, Uber Eats, Deliveroo,
    Just Eat, DoorDash, Grubhub, Zalando, Etsy, Groupon, Craigslist, Yelp, Trivago, Skyscanner,
    Ryanair, easyJet,
    General Electric, Texas Instruments, Red Hat, Sun Microsystems, Nintendo Switch, Candy Crush, Angry
    Birds, Call of Duty, Grand Theft Auto, Super Mario, Pac-Man, Space Invaders, World of Warcraft, League
    of Legends, Clash of Clans, Animal Crossing, Need for Speed, Street Fighter, Mortal Kombat, Tomb
    Raider, Final Fantasy, Assassin's Creed, Counter-Strike, Google Play, Apple Music, Amazon Music, Sky
    Sports, Fox News, Warner Music, Universal Music, Rolling Stone, Lonely Planet, Penguin Books`,
  motors: `Toyota, Lexus, Honda, Acura, Nissan, Infiniti, Datsun, Mazda, Subaru, Mitsubishi, Suzuki,
    Yamaha, Kawasaki, Isuzu, Daihatsu, Hyundai, Kia, Genesis, Ford, Mustang, Chevrolet, Chevy, Cadillac,
    Buick, GMC, Chrysler, Dodge, Jeep, Lincoln, Tesla, Harley-Davidson, Volkswagen, VW, Audi, Porsche,
    Lamborghini, Bentley, Bugatti, Skoda, SEAT, Cupra, BMW, Rolls-Royce, Mercedes-Benz, Mercedes, Maybach, Opel, Vauxhall, Peugeot, Citroen, Renault, Dacia, Alpine, Fiat, Alfa Romeo, Lancia,
    Ferrari, Maserati, Ducati, Vespa, Piaggio, Aprilia, Moto Guzzi, Volvo, Saab, Scania, Jaguar, Land
    Rover, Range Rover, Aston Martin, McLaren, Lotus, Triumph, Norton, Royal Enfield, Tata, Mahindra,
    Geely, BYD, Proton, Michelin, Goodyear, Bridgestone, Pirelli, Dunlop, Firestone, Yokohama,
    Castrol, Shell, BP, Esso, Exxon, Mobil, ExxonMobil, Texaco, Chevron, TotalEnergies, Valvoline,
    Bosch, Brembo, Recaro, Sparco, Hertz, Avis, Europcar, Sixt, Boeing, Airbus, Embraer,
    Bombardier, Cessna, Lufthansa, British Airways, Air France, KLM, Emirates, Qatar Airways, Etihad, American Airlines, Southwest, Singapore Airlines, Cathay Pacific, Qantas, Iberia,
    Alitalia, Turkish Airlines, Aeroflot, Caterpillar, John Deere, JCB, Komatsu, Volvo, Yamaha, Segway,
    General Motors, Mini Cooper, United Airlines, Delta Air Lines, Virgin Atlantic, Alaska Airlines, Air
    Canada, Swiss International, Enterprise Rent-A-Car, National Car Rental`,
  retail_finance: `Walmart, Tesco, Carrefour, Aldi, Lidl, Costco, Target, Kroger, Sainsbury's, Asda, Morrisons,
    Waitrose, Auchan, Leclerc, Intermarche, Rewe, Edeka, Mercadona, Ahold, Albert Heijn, Spar,
    7-Eleven, Seven Eleven, Walgreens, CVS, Boots, Superdrug, Home Depot, Lowe's, B&Q, Best Buy, Currys,
    MediaMarkt, Media Markt, Fnac, Decathlon, Toys R Us, Lego, Duplo, Playmobil, Mattel, Barbie, Hot Wheels,
    Fisher-Price, Hasbro, Monopoly, Scrabble, Play-Doh, Nerf, Transformers, My Little Pony, Rubik's,
    Meccano, Hornby, Scalextric, Airfix, Subbuteo, Ty, Beanie Babies, Hello Kitty, Sanrio, Marvel, DC
    Comics, Batman, Superman, Spider-Man, Star Wars, Harry Potter, Mickey Mouse, Walt Disney, Pixar,
    Warner Bros, Paramount, Columbia Pictures, 20th Century Fox, MGM, HBO, CNN, BBC, ITV, MTV,
    ESPN, National Geographic, Discovery, Reuters, Bloomberg, Forbes, Vogue, Cosmopolitan, Playboy, The Economist, Financial Times, New York Times, Michelin Guide, Visa, Mastercard, MasterCard,
    American Express, Amex, Maestro, Diners Club, PayPal, Western Union, MoneyGram, Revolut,
    Klarna, Stripe, Venmo, HSBC, Barclays, Lloyds, NatWest, Santander, BNP Paribas, Societe
    Generale, Credit Agricole, Deutsche Bank, Commerzbank, UBS, Credit Suisse, ING, ABN AMRO, Rabobank,
    UniCredit, Intesa Sanpaolo, BBVA, CaixaBank, JPMorgan, J.P. Morgan, Citibank, Citi, Bank of
    America, Wells Fargo, Goldman Sachs, Morgan Stanley, BlackRock, Vanguard, Fidelity, Charles Schwab,
    Schwab, Allianz, AXA, Generali, Aviva, Prudential, MetLife, Zurich, AIG, Lloyd's, Nationwide,
    Berkshire Hathaway, Deloitte, PwC, KPMG, Ernst & Young, EY, Accenture, McKinsey, FedEx, UPS, DHL, TNT,
    Royal Mail, Maersk, Hilton, Marriott, Sheraton, Hyatt, Holiday Inn, Ibis, Novotel, Accor, Radisson,
    Ritz-Carlton, Four Seasons, Best Western, Premier Inn, Travelodge, Motel 6, Club Med, Disneyland,
    Legoland, Six Flags, SeaWorld, Universal Studios, Harrods, Selfridges, Macy's, Bloomingdale's,
    Galeries Lafayette, El Corte Ingles, John Lewis, Debenhams, Nordstrom, Saks Fifth Avenue, Neiman
    Marcus, Sears, Kmart, JCPenney, Woolworths, IKEA, Ace Hardware, Staples, Office Depot, Amazon Prime,
    Pfizer, Bayer, Novartis, Roche, Sanofi, GSK, GlaxoSmithKline, AstraZeneca, Merck, Johnson &
    Johnson, Band-Aid, Elastoplast, Tylenol, Panadol, Nurofen, Advil, Anadin, Lemsip, Strepsils, Vicks,
    Benadryl, Zantac, Gaviscon, Rennie, Tums, Alka-Seltzer, Viagra, Prozac, Xanax, Valium, Lipitor,
    Durex, Trojan, Gillette, Zippo, Marlboro, Camel, Lucky Strike, Winston, Dunhill, Benson & Hedges,
    Rothmans, Gauloises, Davidoff, Cohiba, Rizla, Olympics, FIFA, Premier League, Wimbledon, Formula 1,
    Tour de France, NBA, NFL, Manchester United, Real Madrid, Barcelona, Juventus, Bayern Munchen,
    General Mills, Procter & Gamble, Kimberly-Clark, Colgate-Palmolive, Capital One, State Farm, Liberty
    Mutual, Blue Cross, Royal Bank of Scotland, Standard Chartered, First Direct, Legal & General, Direct
    Line, Dollar Tree, Dollar General, Whole Foods, Trader Joe's, Food Lion, Barnes & Noble, Sports Direct, JD Sports, Holland & Barrett, Paddy Power, William Hill, Auto Trader,
    Planet Fitness, Gold's Gym, Anytime Fitness, Virgin Active, Fitness First, Days Inn, Red Roof Inn,
    Hampton Inn, Mandarin Oriental, Waldorf Astoria, Cabbage Patch Kids, Care Bears, Power Rangers,
    Etch A Sketch, Polly Pocket, Sylvanian Families, Peppa Pig, Sesame Street, Looney Tunes, Winnie the
    Pooh, Donald Duck, Paw Patrol, Toy Story, Jurassic Park, Star Trek, James Bond, Pink Panther`,
};

const WELL_KNOWN_NAMES: readonly string[] = Object.values(BY_TRADE)
  .flatMap((text) => text.split(','))
  .map((name) => name.replace(/\s+/g, ' ').trim());

/** The compact forms of the well-known marks (letters and digits, folded). */
const WELL_KNOWN_COMPACTS: ReadonlySet<string> = new Set(
  WELL_KNOWN_NAMES.map(compactName)
    // One or two letters (EE, GE, HP, LU) are shared by too many unrelated marks to say anything.
    .filter((compact) => compact.length >= 3),
);

/** Least letters of a word shared in its place for a well-known mark to be looked up by it. */
const MIN_SHARED_WORD = 3;
/** At most this many well-known marks are looked up for one name. */
const MAX_SHARING_MARKS = 12;

let byWordInPlace: Map<string, string[]> | null = null;

/**
 * The compact names of the well-known marks of as many words as the name that share one of its words
 * in the same place (STAR ___ : STAR WARS; OLD ___ : OLD SPICE, OLD NAVY), at most MAX_SHARING_MARKS:
 * a parody or a sign that swaps one word of a famous mark keeps the other where it was, and a register
 * may hold more marks with that word than a search reads.
 */
export function wellKnownSharingWordInPlace(tokens: readonly string[]): string[] {
  if (tokens.length < 2) return [];
  if (byWordInPlace === null) {
    byWordInPlace = new Map();
    for (const name of WELL_KNOWN_NAMES) {
      const words = tokenise(normaliseName(name));
      if (words.length < 2) continue;
      words.forEach((word, place) => {
        const key = `${words.length}:${place}:${word}`;
        const compacts = byWordInPlace?.get(key) ?? [];
        compacts.push(compactName(name));
        byWordInPlace?.set(key, compacts);
      });
    }
  }
  const found = new Set<string>();
  tokens.forEach((word, place) => {
    if (word.length < MIN_SHARED_WORD) return;
    for (const compact of byWordInPlace?.get(`${tokens.length}:${place}:${word}`) ?? []) found.add(compact);
  });
  return [...found].slice(0, MAX_SHARING_MARKS);
}

let byFirstWord: Map<string, Set<string>> | null = null;

/**
 * How many well-known marks of our list of two words or more open with this word (OLD: OLD SPICE, OLD
 * NAVY, OLD EL PASO).
 */
export function wellKnownOpeningWith(word: string): number {
  if (byFirstWord === null) {
    byFirstWord = new Map();
    for (const name of WELL_KNOWN_NAMES) {
      const words = tokenise(normaliseName(name));
      const first = words[0];
      if (words.length < 2 || first === undefined) continue;
      const compacts = byFirstWord.get(first) ?? new Set<string>();
      compacts.add(compactName(name));
      byFirstWord.set(first, compacts);
    }
  }
  return byFirstWord.get(word)?.size ?? 0;
}

/** Whether a mark's compact name is that of a well-known mark of our list. */
export function isWellKnownCompact(compact: string): boolean {
  return WELL_KNOWN_COMPACTS.has(compact);
}
