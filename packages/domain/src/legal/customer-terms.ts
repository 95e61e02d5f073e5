import { BRAND } from '../brand.ts';
import { catchUpFee } from '../cancellation/index.ts';
import { CONSTANTS } from '../constants.ts';
import { crownsToMinor, formatCzk } from '../money/index.ts';

/**
 * The customer terms (Obchodní podmínky), written once: the web's /user-terms page shows them and the
 * contract confirmation PDF quotes them (Civil Code §1824). Placeholders `{name}` take TERMS_VALUES;
 * `{name|one|few|other}` is the Czech form of the noun for that number. A change of the text is a new
 * version: move TERMS_VALID_FROM with it, since a confirmation names the version valid at the order.
 */
export const TERMS_VALID_FROM = '1. 11. 2026';

const czk = (crowns: number) => formatCzk(crownsToMinor(crowns));

/** The numbers the terms quote, all from the domain's rules and constants (one place to change them). */
export const TERMS_VALUES: Readonly<Record<string, string | number>> = {
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

export interface TermsSection {
  title: string;
  paragraphs: readonly string[];
}

/** The terms as written, placeholders unfilled (the web's message catalogue takes them so). */
export const CUSTOMER_TERMS: { title: string; lead: string; sections: readonly TermsSection[] } = {
  title: 'Obchodní podmínky',
  lead: 'Tyto obchodní podmínky upravují používání služby {product} sportovci (uživateli): nákup vstupů, PAYG+ a členství {membership}. Přečtěte si je prosím před registrací.',
  sections: [
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
        'Jednorázový vstup zaplatíte kartou při nákupu, za cenu uvedenou u aktivity. Zakoupený vstup (platba za vstup i PAYG+) platí {expiry} {expiry|den|dny|dní} od nákupu; po této době propadá.',
        'PAYG+ stojí {paygPlus} za každé období {days} {days|dne|dnů|dní} a dává slevu {discount} % na všechny vstupy. Obnovuje se automaticky na další období, dokud ho nezrušíte; zrušení platí ke konci zaplaceného období.',
        'Nejnižší částka, kterou lze strhnout z platební karty, je {minimum}. Pokud po odečtení kreditu zbývá méně, strhneme {minimum} a rozdíl vám vrátíme jako kredit.',
      ],
    },
    {
      title: 'Členství {membership}',
      paragraphs: [
        'Členství se platí po obdobích o délce {days} {days|dne|dnů|dní}, vždy na celé období dopředu, a obnovuje se automaticky z uložené karty. Cena za období závisí na zvolené lokalitě; členství pro všechny lokality má vlastní cenu. Aktuální ceny jsou uvedeny na stránce členství.',
        'Roční členství je závazek na {periods} období ({weeks} {weeks|týden|týdny|týdnů}); celková cena ročního členství je {periods}× cena za období. Flexibilní členství stojí o {flexible} za období více a lze ho ukončit ke konci kteréhokoli období.',
        'Členství pokrývá {perDay} {perDay|vstup|vstupy|vstupů} denně na sportovištích zvolené lokality, u členství pro všechny lokality na všech sportovištích. Další vstupy téhož dne zaplatíte jako jednorázové.',
        'Promo kód {code} přidá k ročnímu členství první období ({days} {days|den|dny|dní}) zdarma; následuje {periods} placených období.',
        '{reminder} {reminder|týden|týdny|týdnů} před koncem ročního členství vám pošleme připomínku e-mailem. Pokud roční členství neprodloužíte ani nezrušíte, pokračuje jako flexibilní.',
      ],
    },
    {
      title: 'Zrušení členství a PAYG+',
      paragraphs: [
        'Členství i PAYG+ zrušíte sami v účtu v sekci Předplatné a fakturace. Flexibilní členství a PAYG+ je nutné zrušit nejpozději {notice} {notice|hodinu|hodiny|hodin} před koncem období; platí do konce zaplaceného období a dál se neobnovují.',
        'Roční členství můžete ukončit ke konci roku bez poplatku. Pokud ho ukončíte dříve, zaplatíte doplatek {fee} za každé započaté období: počet započatých období je počet celých uplynulých období ({days} {days|den|dny|dní}) plus jedno. Například po 60 dnech jsou započatá 3 období a doplatek činí {exampleFee}.',
        'Obnovíte-li roční členství do {reactivation} {reactivation|dne|dnů|dní} od zrušení, doplatek vám vrátíme jako kredit.',
      ],
    },
    {
      title: 'Odstoupení od smlouvy do {withdrawal} {withdrawal|dne|dnů|dnů}',
      paragraphs: [
        'Jako spotřebitel můžete od smlouvy o členství nebo PAYG+ uzavřené online odstoupit bez udání důvodu do {withdrawal} {withdrawal|dne|dnů|dnů} od jejího uzavření. Stačí nám napsat na podpora@champions.cz; použít můžete i vzorový formulář pro odstoupení podle nařízení vlády č. 363/2013 Sb.',
        'Peníze vrátíme do {withdrawal} {withdrawal|dne|dnů|dnů} od doručení odstoupení, stejným způsobem, jakým jste platili. Pokud jste během lhůty službu na vlastní žádost začali využívat, uhradíte hodnotu již poskytnuté služby: poměrnou část ceny za dny, kdy byla poskytována, nebo využité vstupy, jsou-li dražší.',
        'Od koupě jednorázového vstupu na konkrétní termín nelze odstoupit (§ 1837 písm. j) občanského zákoníku, služby využití volného času poskytované v určeném termínu). Vstup ale platí {expiry} {expiry|den|dny|dní} a zrušený termín sportovištěm vám vrátíme jako kredit.',
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
        'Změny těchto podmínek oznámíme e-mailem nejméně {changes} {changes|den|dny|dní} před jejich účinností. Pokud se změnou nesouhlasíte, můžete předplatné před účinností změny zrušit bez poplatku.',
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
  ],
};

const czechPlural = new Intl.PluralRules('cs');

/** A text of the terms with its numbers filled in, and each counted noun in its Czech form. */
export function fillTerms(
  text: string,
  values: Readonly<Record<string, string | number>> = TERMS_VALUES,
): string {
  return text
    .replace(
      /\{(\w+)\|([^|{}]*)\|([^|{}]*)\|([^|{}]*)\}/g,
      (whole, name: string, one: string, few: string, other: string) => {
        if (!(name in values)) return whole;
        const form = czechPlural.select(Number(values[name]));
        return form === 'one' ? one : form === 'few' ? few : other;
      },
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The terms, numbers filled in, section by section (the contract PDF). */
export const customerTerms = (): TermsSection[] =>
  CUSTOMER_TERMS.sections.map((section) => ({
    title: fillTerms(section.title),
    paragraphs: section.paragraphs.map((paragraph) => fillTerms(paragraph)),
  }));
