import { CUSTOMER_TERMS } from '@champions/domain';

/**
 * The customer terms as the catalogue keeps messages (sections s1…, paragraphs p1…): the one text in
 * packages/domain (CUSTOMER_TERMS), which the contract PDF quotes too.
 */
function termsMessages() {
  return {
    title: CUSTOMER_TERMS.title,
    lead: CUSTOMER_TERMS.lead,
    sections: Object.fromEntries(
      CUSTOMER_TERMS.sections.map((section, index) => [
        `s${index + 1}`,
        {
          title: section.title,
          ...Object.fromEntries(section.paragraphs.map((paragraph, at) => [`p${at + 1}`, paragraph])),
        },
      ]),
    ),
  };
}

/**
 * Czech legal texts: terms of use (/user-terms), privacy notice (/privacy) and partner terms (/terms).
 * Each document is a list of sections; a section has a title and paragraphs p1, p2, … in reading
 * order. Numbers come as placeholders from the domain's constants (TERMS_VALUES).
 */
export const legalMessages = {
  legal: {
    updated: 'Platné od 1. 11. 2026.',
    questions: 'Máte k tomuto dokumentu dotaz? Napište nám.',
    otherDocuments: 'Další dokumenty',
  },
  userTerms: termsMessages(),
  privacy: {
    title: 'Zpracování osobních údajů',
    lead: 'Jak ve službě {product} zacházíme s vašimi osobními údaji, proč je zpracováváme, jak dlouho je uchováváme a jak uplatníte svá práva podle obecného nařízení o ochraně osobních údajů (GDPR).',
    sections: {
      s1: {
        title: 'Správce údajů',
        p1: 'Správcem osobních údajů je Champions s.r.o. (provozovatel služby {product}). S dotazy k osobním údajům nám pište na podpora@champions.cz.',
      },
      s2: {
        title: 'Jaké údaje zpracováváme',
        p1: 'Údaje účtu: jméno, e-mail, telefon (pokud ho vyplníte) a šifrovaný otisk hesla. Údaje o využívání služby: nákupy, vstupy na sportoviště (čas a místo), předplatné, kredit a uložené aktivity.',
        p2: 'Platební údaje: o každé platbě evidujeme částku, datum a výsledek. Číslo platební karty zpracovává certifikovaný poskytovatel plateb; my vidíme jen typ karty a poslední čtyři číslice.',
        p3: 'Polohu zařízení použijeme jen tehdy, když ji v prohlížeči povolíte pro hledání „Blízko mě“; neukládáme ji, posíláme jen zaokrouhlenou na zhruba 100 m. Zvolenou oblast, to, že chcete řadit „Blízko mě“, a vaši odpověď na nabídku použít polohu si pamatuje jen váš prohlížeč (jeho úložiště), ne naše servery.',
      },
      s3: {
        title: 'Proč a na jakém základě',
        p1: 'Plnění smlouvy: vedení účtu, prodej vstupů a předplatného, vstup na sportoviště a zákaznická podpora.',
        p2: 'Právní povinnost: účetní a daňové doklady o platbách.',
        p3: 'Oprávněný zájem: ochrana před zneužitím účtu a platebními podvody, zabezpečení služby.',
        p4: 'Údaje neprodáváme a nepředáváme dalším stranám za marketingovými účely.',
      },
      s4: {
        title: 'Komu údaje předáváme',
        p1: 'Sportoviště, na které přijdete, uvidí při načtení QR kódu vaše jméno a zakoupený vstup. Dále zpracovatelé, kteří pro nás zajišťují platby, rozesílání e-mailů a hosting, vždy v rámci EU a na základě smlouvy o zpracování.',
      },
      s5: {
        title: 'Jak dlouho údaje uchováváme',
        p1: 'Údaje účtu po dobu jeho trvání. Po smazání účtu osobní údaje vymažeme; ponecháme jen doklady o platbách po dobu stanovenou zákonem (10 let) a záznamy o vstupech bez vazby na vaši osobu.',
      },
      s6: {
        title: 'Vaše práva a jak je uplatníte',
        p1: 'Máte právo na přístup ke svým údajům, jejich opravu, výmaz, omezení zpracování a přenositelnost a právo vznést námitku proti zpracování založenému na oprávněném zájmu.',
        p2: 'Většinu práv uplatníte sami v účtu v sekci Nastavení: údaje opravíte v profilu, tlačítkem „Stáhnout moje data“ získáte všechna svá data ve strojově čitelném formátu (přístup a přenositelnost) a tlačítkem „Smazat účet“ účet i osobní údaje vymažete (výmaz).',
        p3: 'Ostatní žádosti nám pošlete na podpora@champions.cz; vyřídíme je bez zbytečného odkladu, nejpozději do jednoho měsíce. Stížnost můžete podat u Úřadu pro ochranu osobních údajů (www.uoou.cz).',
      },
      s7: {
        title: 'Cookies',
        p1: 'Používáme jen technicky nezbytné úložiště prohlížeče: přihlášení, zvolenou oblast, zvolený jazyk (také jako cookie, aby vám server stránku rovnou poslal v tomto jazyce) a rozpracovaný nákup. Reklamní cookies nepoužíváme.',
      },
    },
  },
  partnerTerms: {
    title: 'Podmínky pro partnery',
    lead: 'Podmínky spolupráce pro sportoviště, která nabízejí své aktivity ve službě {product}.',
    sections: {
      s1: {
        title: 'Smluvní strany a registrace',
        p1: 'Partnerem je provozovatel sportoviště, který se zaregistroval v partnerském panelu. Partner odpovídá za pravdivost údajů o sportovišti, aktivitách, cenách, kapacitě a termínech.',
      },
      s2: {
        title: 'Vstupy a odměna',
        p1: 'Partnerovi náleží odměna za každý vstup načtený na recepci (QR kódem), a to ve výši ceny zvolené možnosti aktivity podle ceníku partnera. Odměna je stejná bez ohledu na to, zda sportovec zaplatil plnou cenu, cenu se slevou PAYG+, nebo měl vstup v ceně členství {membership}: slevy nese provozovatel služby.',
        p2: 'Za nevyužité, zrušené nebo propadlé vstupy odměna nevzniká.',
      },
      s3: {
        title: 'Vyúčtování',
        p1: 'Odměna se připisuje průběžně za každý načtený vstup. Naspořenou odměnu převádíme na účet partnera jednou týdně, nebo jednou měsíčně, podle volby v nastavení partnerského panelu. Přehled vstupů, výdělků a výplat najdete v sekci Výdělky.',
      },
      s4: {
        title: 'Povinnosti partnera',
        p1: 'Partner umožní vstup držiteli platného QR kódu v zakoupeném termínu, dodržuje vypsanou kapacitu a provozní řád a odpovídá za bezpečnost na sportovišti.',
        p2: 'Zrušení termínu oznámí partner v panelu co nejdříve; zakoupené vstupy vrátíme sportovcům jako kredit a za zrušený termín odměna nevzniká.',
        p3: 'Osobní údaje sportovců, které partner vidí při načtení vstupu, smí použít jen k ověření vstupu.',
      },
      s5: {
        title: 'Změny podmínek',
        p1: 'Změny podmínek oznámíme e-mailem nejméně {changes} {changes|den|dny|dní} předem. Pokud partner se změnou nesouhlasí, může spolupráci před její účinností ukončit.',
      },
      s6: {
        title: 'Ukončení spolupráce',
        p1: 'Spolupráci lze ukončit písemně ke konci období. Vstupy prodané před ukončením partner uzná a dostane za ně odměnu podle těchto podmínek.',
      },
    },
  },
} as const;
