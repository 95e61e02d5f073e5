import { CONSTANTS } from '@champions/domain';

/** Believable Czech demo data. Prices are whole crowns here; the seed converts them to minor units. */

const AREA_PRICE = CONSTANTS.DEFAULT_AREA_PRICE_CROWNS;

export const AREAS = [
  { slug: 'praha', name: 'Praha', price: AREA_PRICE, lat: 50.0755, lng: 14.4378 },
  { slug: 'brno', name: 'Brno', price: AREA_PRICE, lat: 49.1951, lng: 16.6068 },
  { slug: 'ostrava', name: 'Ostrava', price: AREA_PRICE, lat: 49.8209, lng: 18.2625 },
  { slug: 'pardubice', name: 'Pardubice', price: AREA_PRICE, lat: 50.0343, lng: 15.7812 },
  { slug: 'hradec-kralove', name: 'Hradec Králové', price: AREA_PRICE, lat: 50.2104, lng: 15.8252 },
] as const;

export const CONFIG = {
  allLocationsPrice: CONSTANTS.DEFAULT_ALL_LOCATIONS_PRICE_CROWNS,
  flexiblePrice: CONSTANTS.DEFAULT_FLEXIBLE_PRICE_CROWNS,
  paygPlusPrice: CONSTANTS.DEFAULT_PAYG_PLUS_PRICE_CROWNS,
};

export const ACTIVITY_CATEGORIES = [
  ['fitness', 'Fitness'],
  ['joga', 'Jóga'],
  ['plavani', 'Plavání'],
  ['squash', 'Squash'],
  ['tenis', 'Tenis'],
  ['lezeni', 'Lezení'],
  ['box', 'Box'],
  ['pilates', 'Pilates'],
  ['spinning', 'Spinning'],
  ['crossfit', 'CrossFit'],
  ['badminton', 'Badminton'],
  ['sauna', 'Sauna a wellness'],
] as const;

export const VENUE_CATEGORIES = [
  ['fitness-centrum', 'Fitness centrum'],
  ['studio', 'Studio'],
  ['bazen', 'Bazén'],
  ['sportovni-hala', 'Sportovní hala'],
  ['lezecka-stena', 'Lezecká stěna'],
] as const;

export const EQUIPMENT = [
  ['sprchy', 'Sprchy'],
  ['satna', 'Šatna'],
  ['parkovani', 'Parkování'],
  ['uschovna-kol', 'Úschovna kol'],
  ['pujcovna-vybaveni', 'Půjčovna vybavení'],
  ['sauna', 'Sauna'],
  ['bezbarierovy-pristup', 'Bezbariérový přístup'],
] as const;

type ActivitySeed = {
  name: string;
  category: (typeof ACTIVITY_CATEGORIES)[number][0];
  description: string;
  options: { name: string; price: number; minutes: number }[];
  /** hours of the day when a slot starts */
  hours: number[];
  capacity: number;
};

type VenueSeed = {
  area: (typeof AREAS)[number]['slug'];
  name: string;
  category: (typeof VENUE_CATEGORIES)[number][0];
  street: string;
  city: string;
  postalCode: string;
  lat: number;
  lng: number;
  description: string;
  equipment: (typeof EQUIPMENT)[number][0][];
  activities: ActivitySeed[];
};

const single = (price: number, minutes = 60) => [{ name: 'Jednorázový vstup', price, minutes }];
const withTrainer = (price: number, trainerPrice: number, minutes = 60) => [
  { name: 'Jednorázový vstup', price, minutes },
  { name: 'Vstup s trenérem', price: trainerPrice, minutes },
];

export const VENUES: VenueSeed[] = [
  {
    area: 'praha',
    name: 'Holmes Place Karlín',
    category: 'fitness-centrum',
    street: 'Pernerova 691/42',
    city: 'Praha 8',
    postalCode: '186 00',
    lat: 50.0927,
    lng: 14.4509,
    description:
      'Prostorné fitness centrum v srdci Karlína s posilovnou, sálem na skupinové lekce a wellness.',
    equipment: ['sprchy', 'satna', 'sauna', 'bezbarierovy-pristup'],
    activities: [
      {
        name: 'Posilovna – volný vstup',
        category: 'fitness',
        description: 'Volné cvičení v plně vybavené posilovně s kardio zónou a funkčním tréninkem.',
        options: withTrainer(220, 590, 90),
        hours: [7, 10, 13, 16, 19],
        capacity: 40,
      },
      {
        name: 'Spinning Power',
        category: 'spinning',
        description: 'Intervalová jízda na stacionárních kolech s motivující hudbou. Ručník a pití s sebou.',
        options: single(190, 50),
        hours: [7, 18],
        capacity: 20,
      },
    ],
  },
  {
    area: 'praha',
    name: 'Jóga Vinohrady',
    category: 'studio',
    street: 'Korunní 810/104',
    city: 'Praha 10',
    postalCode: '101 00',
    lat: 50.0747,
    lng: 14.4512,
    description: 'Klidné studio se dřevěnou podlahou a výhledem do zahrady. Podložky a pomůcky zapůjčíme.',
    equipment: ['sprchy', 'satna', 'pujcovna-vybaveni'],
    activities: [
      {
        name: 'Hatha jóga pro začátečníky',
        category: 'joga',
        description: 'Pomalá lekce zaměřená na dech, správné držení těla a základní pozice.',
        options: single(230, 75),
        hours: [8, 18],
        capacity: 16,
      },
      {
        name: 'Vinyasa flow',
        category: 'joga',
        description: 'Dynamická jóga, ve které pozice plynule navazují v rytmu dechu.',
        options: single(250, 75),
        hours: [7, 12, 19],
        capacity: 16,
      },
      {
        name: 'Pilates na podložce',
        category: 'pilates',
        description: 'Posílení hlubokého stabilizačního systému a zlepšení držení těla.',
        options: single(240, 55),
        hours: [17],
        capacity: 12,
      },
    ],
  },
  {
    area: 'praha',
    name: 'Plavecký stadion Podolí',
    category: 'bazen',
    street: 'Podolská 74',
    city: 'Praha 4',
    postalCode: '147 00',
    lat: 50.0535,
    lng: 14.4178,
    description: 'Legendární areál s padesátimetrovým krytým i venkovním bazénem a saunou.',
    equipment: ['sprchy', 'satna', 'parkovani', 'sauna', 'bezbarierovy-pristup'],
    activities: [
      {
        name: 'Plavání – 50m bazén',
        category: 'plavani',
        description: 'Volné plavání v drahách padesátimetrového bazénu. Vstup na 90 minut.',
        options: single(180, 90),
        hours: [6, 9, 12, 15, 18],
        capacity: 120,
      },
      {
        name: 'Sauna a pára',
        category: 'sauna',
        description: 'Finská sauna, parní lázeň a ochlazovací bazének.',
        options: single(260, 120),
        hours: [10, 14, 18],
        capacity: 30,
      },
    ],
  },
  {
    area: 'praha',
    name: 'Lezecké centrum Smíchov',
    category: 'lezecka-stena',
    street: 'Strakonická 3',
    city: 'Praha 5',
    postalCode: '150 00',
    lat: 50.0689,
    lng: 14.4106,
    description: 'Boulderová a lanová stěna pro začátečníky i pokročilé, půjčovna lezeček a sedáků.',
    equipment: ['satna', 'sprchy', 'pujcovna-vybaveni', 'uschovna-kol'],
    activities: [
      {
        name: 'Bouldering',
        category: 'lezeni',
        description: 'Lezení bez lana na nízkých stěnách nad měkkými dopadovými matracemi.',
        options: withTrainer(210, 520, 120),
        hours: [10, 14, 18],
        capacity: 35,
      },
    ],
  },
  {
    area: 'praha',
    name: 'Squash Centrum Strašnice',
    category: 'sportovni-hala',
    street: 'V Olšinách 2300/75',
    city: 'Praha 10',
    postalCode: '100 00',
    lat: 50.0741,
    lng: 14.4893,
    description: 'Šest squashových kurtů a dva badmintonové kurty, zapůjčení raket na recepci.',
    equipment: ['sprchy', 'satna', 'parkovani', 'pujcovna-vybaveni'],
    activities: [
      {
        name: 'Squash – kurt na hodinu',
        category: 'squash',
        description: 'Pronájem squashového kurtu pro jednoho hráče na 60 minut.',
        options: single(240),
        hours: [7, 12, 17, 19, 20],
        capacity: 6,
      },
      {
        name: 'Badminton',
        category: 'badminton',
        description: 'Hodina na badmintonovém kurtu, košíčky k zapůjčení.',
        options: single(180),
        hours: [16, 18, 20],
        capacity: 8,
      },
    ],
  },
  {
    area: 'praha',
    name: 'CrossFit Holešovice',
    category: 'fitness-centrum',
    street: 'Komunardů 894/32',
    city: 'Praha 7',
    postalCode: '170 00',
    lat: 50.1033,
    lng: 14.4489,
    description: 'Box s olympijskými činkami, veslovacími trenažéry a zkušenými trenéry.',
    equipment: ['sprchy', 'satna', 'uschovna-kol'],
    activities: [
      {
        name: 'CrossFit WOD',
        category: 'crossfit',
        description: 'Trénink dne pod vedením trenéra: síla, gymnastika a kondice.',
        options: single(290),
        hours: [6, 12, 18],
        capacity: 14,
      },
      {
        name: 'Box – technika a kondice',
        category: 'box',
        description: 'Boxerské kombinace, práce na lapách a pytlích. Bandáže s sebou nebo k zakoupení.',
        options: withTrainer(250, 600),
        hours: [19],
        capacity: 16,
      },
    ],
  },
  {
    area: 'brno',
    name: 'Fitness Lužánky',
    category: 'fitness-centrum',
    street: 'Lidická 1879/44',
    city: 'Brno',
    postalCode: '602 00',
    lat: 49.2061,
    lng: 16.6081,
    description: 'Moderní posilovna kousek od parku Lužánky, otevřeno denně od šesti ráno.',
    equipment: ['sprchy', 'satna', 'uschovna-kol'],
    activities: [
      {
        name: 'Posilovna – volný vstup',
        category: 'fitness',
        description: 'Volné cvičení s činkami, stroji a kardio zónou.',
        options: withTrainer(170, 490, 90),
        hours: [6, 10, 15, 19],
        capacity: 35,
      },
      {
        name: 'Spinning',
        category: 'spinning',
        description: 'Skupinová jízda na kolech pro všechny úrovně.',
        options: single(160, 50),
        hours: [18],
        capacity: 18,
      },
    ],
  },
  {
    area: 'brno',
    name: 'Jóga studio Veveří',
    category: 'studio',
    street: 'Veveří 102',
    city: 'Brno',
    postalCode: '616 00',
    lat: 49.2081,
    lng: 16.5935,
    description: 'Malé studio s příjemnou atmosférou a lektory s dlouholetou praxí.',
    equipment: ['satna', 'pujcovna-vybaveni'],
    activities: [
      {
        name: 'Jóga pro zdravá záda',
        category: 'joga',
        description: 'Jemná jóga zaměřená na uvolnění zad a šíje, vhodná i po sedavé práci.',
        options: single(200, 75),
        hours: [9, 18],
        capacity: 14,
      },
      {
        name: 'Pilates reformer',
        category: 'pilates',
        description: 'Pilates na reformerech v malé skupině s osobním přístupem.',
        options: single(340, 55),
        hours: [8, 17],
        capacity: 6,
      },
    ],
  },
  {
    area: 'brno',
    name: 'Aquapark Kohoutovice',
    category: 'bazen',
    street: 'Chalabalova 2',
    city: 'Brno',
    postalCode: '623 00',
    lat: 49.1949,
    lng: 16.5305,
    description: 'Krytý bazén s plaveckými drahami, tobogánem a wellness zónou.',
    equipment: ['sprchy', 'satna', 'parkovani', 'sauna', 'bezbarierovy-pristup'],
    activities: [
      {
        name: 'Plavání v drahách',
        category: 'plavani',
        description: 'Plavecké dráhy pro kondiční plavání, vstup na 90 minut.',
        options: single(150, 90),
        hours: [6, 12, 17, 20],
        capacity: 80,
      },
    ],
  },
  {
    area: 'brno',
    name: 'Lezecká stěna Hudy Brno',
    category: 'lezecka-stena',
    street: 'Vídeňská 55',
    city: 'Brno',
    postalCode: '639 00',
    lat: 49.1831,
    lng: 16.6024,
    description: 'Lanová stěna s více než sto cestami a boulderovou místností.',
    equipment: ['satna', 'pujcovna-vybaveni', 'parkovani'],
    activities: [
      {
        name: 'Lezení na laně',
        category: 'lezeni',
        description: 'Lezení s lanem a jištěním, pro začátečníky s instruktorem.',
        options: withTrainer(190, 450, 120),
        hours: [14, 18],
        capacity: 30,
      },
    ],
  },
  {
    area: 'ostrava',
    name: 'Sportovní centrum Poruba',
    category: 'sportovni-hala',
    street: 'Opavská 6230/41',
    city: 'Ostrava-Poruba',
    postalCode: '708 00',
    lat: 49.8314,
    lng: 18.1711,
    description: 'Víceúčelová hala s tenisovými a squashovými kurty a posilovnou.',
    equipment: ['sprchy', 'satna', 'parkovani', 'pujcovna-vybaveni'],
    activities: [
      {
        name: 'Tenis – krytý kurt',
        category: 'tenis',
        description: 'Hodina na krytém antukovém kurtu, rakety k zapůjčení.',
        options: single(280),
        hours: [8, 16, 18, 20],
        capacity: 4,
      },
      {
        name: 'Squash',
        category: 'squash',
        description: 'Squashový kurt na 60 minut.',
        options: single(190),
        hours: [17, 19],
        capacity: 4,
      },
    ],
  },
  {
    area: 'ostrava',
    name: 'Fit Point Stodolní',
    category: 'fitness-centrum',
    street: 'Stodolní 8',
    city: 'Ostrava',
    postalCode: '702 00',
    lat: 49.8387,
    lng: 18.2807,
    description: 'Fitness v centru Ostravy s funkční zónou a boxerským ringem.',
    equipment: ['sprchy', 'satna'],
    activities: [
      {
        name: 'Posilovna',
        category: 'fitness',
        description: 'Volný vstup do posilovny na 90 minut.',
        options: withTrainer(150, 420, 90),
        hours: [7, 12, 17],
        capacity: 30,
      },
      {
        name: 'Thajský box',
        category: 'box',
        description: 'Technika úderů, kopů a kolen. Vhodné pro začátečníky.',
        options: single(220, 90),
        hours: [18],
        capacity: 18,
      },
    ],
  },
  {
    area: 'ostrava',
    name: 'Krytý bazén Ostrava-Jih',
    category: 'bazen',
    street: 'Horní 2',
    city: 'Ostrava-Jih',
    postalCode: '700 30',
    lat: 49.7909,
    lng: 18.2573,
    description: 'Pětadvacetimetrový bazén s dětským brouzdalištěm a saunou.',
    equipment: ['sprchy', 'satna', 'parkovani', 'sauna'],
    activities: [
      {
        name: 'Kondiční plavání',
        category: 'plavani',
        description: 'Plavání v drahách na 60 minut.',
        options: single(120),
        hours: [6, 14, 19],
        capacity: 60,
      },
    ],
  },
  {
    area: 'pardubice',
    name: 'Aquacentrum Pardubice',
    category: 'bazen',
    street: 'Kunětická 2679',
    city: 'Pardubice',
    postalCode: '530 02',
    lat: 50.0434,
    lng: 15.7725,
    description: 'Moderní aquacentrum s padesátimetrovým bazénem a relaxační zónou.',
    equipment: ['sprchy', 'satna', 'parkovani', 'sauna', 'bezbarierovy-pristup'],
    activities: [
      {
        name: 'Plavání – 50m bazén',
        category: 'plavani',
        description: 'Volné plavání v drahách, vstup na 90 minut.',
        options: single(140, 90),
        hours: [6, 12, 18],
        capacity: 90,
      },
      {
        name: 'Wellness a sauna',
        category: 'sauna',
        description: 'Sauny, pára a vířivka na dvě hodiny.',
        options: single(230, 120),
        hours: [14, 18],
        capacity: 25,
      },
    ],
  },
  {
    area: 'pardubice',
    name: 'Studio Harmonie',
    category: 'studio',
    street: 'Třída Míru 92',
    city: 'Pardubice',
    postalCode: '530 02',
    lat: 50.0383,
    lng: 15.7792,
    description: 'Studio jógy a pilates v centru města.',
    equipment: ['satna', 'pujcovna-vybaveni'],
    activities: [
      {
        name: 'Ranní jóga',
        category: 'joga',
        description: 'Probuzení těla i mysli před prací.',
        options: single(180, 60),
        hours: [7],
        capacity: 14,
      },
      {
        name: 'Pilates',
        category: 'pilates',
        description: 'Zpevnění středu těla a protažení.',
        options: single(190, 55),
        hours: [18],
        capacity: 12,
      },
    ],
  },
  {
    area: 'hradec-kralove',
    name: 'Fitness Gym Hradec',
    category: 'fitness-centrum',
    street: 'Gočárova třída 1754/48',
    city: 'Hradec Králové',
    postalCode: '500 02',
    lat: 50.2096,
    lng: 15.8411,
    description: 'Posilovna a sál pro skupinové lekce kousek od Velkého náměstí.',
    equipment: ['sprchy', 'satna', 'parkovani'],
    activities: [
      {
        name: 'Posilovna – volný vstup',
        category: 'fitness',
        description: 'Volné cvičení na 90 minut.',
        options: withTrainer(150, 430, 90),
        hours: [6, 11, 16, 19],
        capacity: 30,
      },
      {
        name: 'CrossFit',
        category: 'crossfit',
        description: 'Vysoce intenzivní funkční trénink ve skupině.',
        options: single(230),
        hours: [18],
        capacity: 14,
      },
    ],
  },
  {
    area: 'hradec-kralove',
    name: 'Tenisový klub Slavia HK',
    category: 'sportovni-hala',
    street: 'Eliščino nábřeží 842',
    city: 'Hradec Králové',
    postalCode: '500 03',
    lat: 50.2063,
    lng: 15.8297,
    description: 'Antukové a krytý kurty u řeky Labe.',
    equipment: ['sprchy', 'satna', 'parkovani', 'pujcovna-vybaveni'],
    activities: [
      {
        name: 'Tenis – kurt na hodinu',
        category: 'tenis',
        description: 'Hodina na tenisovém kurtu.',
        options: single(260),
        hours: [9, 15, 17, 19],
        capacity: 4,
      },
    ],
  },
];

export const DEMO_PASSWORD = 'Champions123!';

/**
 * The demo trainer leads one of the demo partner's activities, so the trainer area shows its slots
 * and bookings from the first sign-in (the partner may give the activity to someone else later).
 */
export const DEMO_TRAINER_ACTIVITY = {
  trainerEmail: 'trener@champions.cz',
  venueName: 'CrossFit Holešovice',
  activityName: 'Box – technika a kondice',
} as const;

export const DEMO_ACCOUNTS = [
  { role: 'user', email: 'uzivatel@champions.cz', name: 'Jana Nováková' },
  { role: 'admin', email: 'partner@champions.cz', name: 'Petr Svoboda' },
  { role: 'superadmin', email: 'admin@champions.cz', name: 'Správce Champions' },
  { role: 'staff', email: 'recepce@champions.cz', name: 'Lucie Dvořáková' },
  { role: 'trainer', email: 'trener@champions.cz', name: 'Tomáš Král' },
  { role: 'partner', email: 'provozovatel@champions.cz', name: 'Martin Procházka' },
  {
    role: 'business',
    email: 'firma@champions.cz',
    name: 'Eva Malá',
    companyName: 'Acme s.r.o.',
    companyId: '25596641',
    billingAddress: 'Vinohradská 12, 120 00 Praha 2',
  },
] as const;
