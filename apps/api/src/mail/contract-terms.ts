import { BRAND, CONSTANTS, catchUpFee, crownsToMinor, formatCzk } from '@champions/domain';

/**
 * The customer terms (Obchodní podmínky) as the contract confirmation PDF quotes them (Civil Code §1824):
 * the same text as the web's /user-terms page (apps/web/src/shared/i18n/cs-legal.ts `userTerms`, which
 * the API may not import), with the same numbers (the web's LEGAL_VALUES). Change both together, and
 * TERMS_VALID_FROM with them: a confirmation names the version that was valid at the order.
 */
export const TERMS_VALID_FROM = '1. 11. 2026';

const czk = (crowns: number) => formatCzk(crownsToMinor(crowns));

const VALUES: Record<string, string | number> = {
  product: BRAND.product,
  membership: BRAND.membership,
  days: CONSTANTS.PERIOD_DAYS,
  periods: CONSTANTS.PERIODS_PER_YEAR,
  weeks: CONSTANTS.YEAR_WEEKS,
  flexible: czk(CONSTANTS.DEFAULT_FLEXIBLE_PRICE_CROWNS),
  paygPlus: czk(CONSTANTS.DEFAULT_PAYG_PLUS_PRICE_CROWNS),
  discount: CONSTANTS.PAYG_PLUS_DISCOUNT_PERCENT,
  notice: CONSTANTS.FLEXIBLE_CANCEL_NOTICE_HOURS,
  fee: czk(CONSTANTS.CATCH_UP_FEE_PER_PERIOD_CROWNS),
  exampleFee: formatCzk(catchUpFee(60)),
  reactivation: CONSTANTS.REACTIVATION_WINDOW_DAYS,
  expiry: CONSTANTS.ENTRY_EXPIRY_DAYS,
  changes: CONSTANTS.TERMS_CHANGE_NOTICE_DAYS,
  withdrawal: CONSTANTS.WITHDRAWAL_DAYS,
  reminder: CONSTANTS.YEAR_END_REMINDER_WEEKS,
  minimum: formatCzk(CONSTANTS.MIN_CARD_CHARGE_MINOR),
  code: BRAND.promoCode,
  perDay: CONSTANTS.COVERED_ENTRIES_PER_DAY,
};

const fill = (text: string) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(VALUES[key] ?? whole));

const SECTIONS: { title: string; paragraphs: string[] }[] = [
  {
    title: 'Úvodní ustanovení a registrace',
    paragraphs: [
      'Službu {product} provozuje společnost Champions s.r.o. (dále „my“). Smlouva mezi vámi a námi vzniká registrací účtu; registrací potvrzujete, že jste se s těmito podmínkami seznámili a souhlasíte s nimi.',
      'Účet je osobní a nepřenosný. Přihlašovací údaje nesdílejte s dalšími osobami. Vstup na sportoviště uplatníte osobním QR kódem ve svém účtu; sportoviště může vstup odmítnout, pokud kód nepatří vám nebo již byl použit.',
      'Sportovní služby poskytuje sportoviště (partner). Za průběh lekce, bezpečnost a provozní řád odpovídá sportoviště; my zprostředkujeme nákup, vstup a platbu.',
    ],
  },
  {
    title: 'Platba za vstup a PAYG+',
    paragraphs: [
      'Jednorázový vstup zaplatíte kartou při nákupu, za cenu uvedenou u aktivity. Zakoupený vstup (platba za vstup i PAYG+) platí {expiry} dní od nákupu; po této době propadá.',
      'PAYG+ stojí {paygPlus} za každé období {days} dní a dává slevu {discount} % na všechny vstupy. Obnovuje se automaticky na další období, dokud ho nezrušíte; zrušení platí ke konci zaplaceného období.',
      'Nejnižší částka, kterou lze strhnout z platební karty, je {minimum}. Pokud po odečtení kreditu zbývá méně, strhneme {minimum} a rozdíl vám vrátíme jako kredit.',
    ],
  },
  {
    title: 'Členství {membership}',
    paragraphs: [
      'Členství se platí po obdobích o délce {days} dní, vždy na celé období dopředu, a obnovuje se automaticky z uložené karty. Cena za období závisí na zvolené lokalitě; členství pro všechny lokality má vlastní cenu. Aktuální ceny jsou uvedeny na stránce členství.',
      'Roční členství je závazek na {periods} období ({weeks} týdnů); celková cena ročního členství je {periods}× cena za období. Flexibilní členství stojí o {flexible} za období více a lze ho ukončit ke konci kteréhokoli období.',
      'Členství pokrývá {perDay} vstup denně na sportovištích zvolené lokality, u členství pro všechny lokality na všech sportovištích. Další vstupy téhož dne zaplatíte jako jednorázové.',
      'Promo kód {code} přidá k ročnímu členství první období ({days} dní) zdarma; následuje {periods} placených období.',
      '{reminder} týdny před koncem ročního členství vám pošleme připomínku e-mailem. Pokud roční členství neprodloužíte ani nezrušíte, pokračuje jako flexibilní.',
    ],
  },
  {
    title: 'Zrušení členství a PAYG+',
    paragraphs: [
      'Členství i PAYG+ zrušíte sami v účtu v sekci Předplatné a fakturace. Flexibilní členství a PAYG+ je nutné zrušit nejpozději {notice} hodin před koncem období; platí do konce zaplaceného období a dál se neobnovují.',
      'Roční členství můžete ukončit ke konci roku bez poplatku. Pokud ho ukončíte dříve, zaplatíte doplatek {fee} za každé započaté období: počet započatých období je počet celých uplynulých období ({days} dní) plus jedno. Například po 60 dnech jsou započatá 3 období a doplatek činí {exampleFee}.',
      'Obnovíte-li roční členství do {reactivation} dní od zrušení, doplatek vám vrátíme jako kredit.',
    ],
  },
  {
    title: 'Odstoupení od smlouvy do {withdrawal} dnů',
    paragraphs: [
      'Jako spotřebitel můžete od smlouvy o členství nebo PAYG+ uzavřené online odstoupit bez udání důvodu do {withdrawal} dnů od jejího uzavření. Stačí nám napsat na podpora@champions.cz; použít můžete i vzorový formulář pro odstoupení podle nařízení vlády č. 363/2013 Sb.',
      'Peníze vrátíme do {withdrawal} dnů od doručení odstoupení, stejným způsobem, jakým jste platili. Pokud jste během lhůty službu na vlastní žádost začali využívat, uhradíte hodnotu již poskytnuté služby: poměrnou část ceny za dny, kdy byla poskytována, nebo využité vstupy, jsou-li dražší.',
      'Od koupě jednorázového vstupu na konkrétní termín nelze odstoupit (§ 1837 písm. j) občanského zákoníku, služby využití volného času poskytované v určeném termínu). Vstup ale platí {expiry} dní a zrušený termín sportovištěm vám vrátíme jako kredit.',
    ],
  },
  {
    title: 'Kredit',
    paragraphs: [
      'Kredit vzniká například vrácením peněz za zrušenou službu, zrušený termín nebo za doporučení. Při každé platbě se použije jako první.',
      'Kredit nikdy nepropadá. Nelze ho koupit ani vyměnit za peníze. Při smazání účtu nevyužitý kredit zaniká.',
    ],
  },
  {
    title: 'Změny podmínek a cen',
    paragraphs: [
      'Změny těchto podmínek oznámíme e-mailem nejméně {changes} dní před jejich účinností. Pokud se změnou nesouhlasíte, můžete předplatné před účinností změny zrušit bez poplatku.',
      'Cena předplatného se nemění v průběhu již zaplaceného období.',
    ],
  },
  {
    title: 'Reklamace, stížnosti a spory',
    paragraphs: [
      'Reklamace a dotazy řešíme na adrese podpora@champions.cz. Odpovídáme do dvou pracovních dnů; reklamaci vyřídíme nejpozději do 30 dnů.',
      'Spor, který se nám nepodaří vyřešit dohodou, můžete řešit mimosoudně u České obchodní inspekce (www.coi.cz). Osobní údaje zpracováváme podle Zásad zpracování osobních údajů.',
    ],
  },
];

/** The terms, numbers filled in, section by section. */
export const customerTerms = (): { title: string; paragraphs: string[] }[] =>
  SECTIONS.map((section) => ({ title: fill(section.title), paragraphs: section.paragraphs.map(fill) }));
