/**
 * Czech legal texts: terms of use (/user-terms), privacy notice (/privacy) and partner terms (/terms).
 * Each document is a list of sections; a section has a title and paragraphs p1, p2, … in reading
 * order. Numbers come as placeholders from the domain's constants (see features/info/legalValues.ts).
 */
export const legalMessages = {
  legal: {
    updated: 'Platné od 1. 11. 2026.',
    questions: 'Máte k tomuto dokumentu dotaz? Napište nám.',
    otherDocuments: 'Další dokumenty',
  },
  userTerms: {
    title: 'Obchodní podmínky',
    lead: 'Tyto obchodní podmínky upravují používání služby {product} sportovci (uživateli): nákup vstupů, PAYG+ a členství {membership}. Přečtěte si je prosím před registrací.',
    sections: {
      s1: {
        title: 'Úvodní ustanovení a registrace',
        p1: 'Službu {product} provozuje společnost Champions s.r.o. (dále „my“). Smlouva mezi vámi a námi vzniká registrací účtu; registrací potvrzujete, že jste se s těmito podmínkami seznámili a souhlasíte s nimi.',
        p2: 'Účet je osobní a nepřenosný. Přihlašovací údaje nesdílejte s dalšími osobami. Vstup na sportoviště uplatníte osobním QR kódem ve svém účtu; sportoviště může vstup odmítnout, pokud kód nepatří vám nebo již byl použit.',
        p3: 'Sportovní služby poskytuje sportoviště (partner). Za průběh lekce, bezpečnost a provozní řád odpovídá sportoviště; my zprostředkujeme nákup, vstup a platbu.',
      },
      s2: {
        title: 'Platba za vstup a PAYG+',
        p1: 'Jednorázový vstup zaplatíte kartou při nákupu, za cenu uvedenou u aktivity. Zakoupený vstup (platba za vstup i PAYG+) platí {expiry} {expiry|den|dny|dní} od nákupu; po této době propadá.',
        p2: 'PAYG+ stojí {paygPlus} za každé období {days} {days|dne|dnů|dní} a dává slevu {discount} % na všechny vstupy. Obnovuje se automaticky na další období, dokud ho nezrušíte; zrušení platí ke konci zaplaceného období.',
        p3: 'Nejnižší částka, kterou lze strhnout z platební karty, je {minimum}. Pokud po odečtení kreditu zbývá méně, strhneme {minimum} a rozdíl vám vrátíme jako kredit.',
      },
      s3: {
        title: 'Členství {membership}',
        p1: 'Členství se platí po obdobích o délce {days} {days|dne|dnů|dní}, vždy na celé období dopředu, a obnovuje se automaticky z uložené karty. Cena za období závisí na zvolené lokalitě; členství pro všechny lokality má vlastní cenu. Aktuální ceny jsou uvedeny na stránce členství.',
        p2: 'Roční členství je závazek na {periods} období ({weeks} {weeks|týden|týdny|týdnů}); celková cena ročního členství je {periods}× cena za období. Flexibilní členství stojí o {flexible} za období více a lze ho ukončit ke konci kteréhokoli období.',
        p3: 'Členství pokrývá {perDay} {perDay|vstup|vstupy|vstupů} denně na sportovištích zvolené lokality, u členství pro všechny lokality na všech sportovištích. Další vstupy téhož dne zaplatíte jako jednorázové.',
        p4: 'Promo kód {code} přidá k ročnímu členství první období ({days} {days|den|dny|dní}) zdarma; následuje {periods} placených období.',
        p5: '{reminder} {reminder|týden|týdny|týdnů} před koncem ročního členství vám pošleme připomínku e-mailem. Pokud roční členství neprodloužíte ani nezrušíte, pokračuje jako flexibilní.',
      },
      s4: {
        title: 'Zrušení členství a PAYG+',
        p1: 'Členství i PAYG+ zrušíte sami v účtu v sekci Předplatné a fakturace. Flexibilní členství a PAYG+ je nutné zrušit nejpozději {notice} {notice|hodinu|hodiny|hodin} před koncem období; platí do konce zaplaceného období a dál se neobnovují.',
        p2: 'Roční členství můžete ukončit ke konci roku bez poplatku. Pokud ho ukončíte dříve, zaplatíte doplatek {fee} za každé započaté období: počet započatých období je počet celých uplynulých období ({days} {days|den|dny|dní}) plus jedno. Například po 60 dnech jsou započatá 3 období a doplatek činí {exampleFee}.',
        p3: 'Obnovíte-li roční členství do {reactivation} {reactivation|dne|dnů|dní} od zrušení, doplatek vám vrátíme jako kredit.',
      },
      s5: {
        title: 'Odstoupení od smlouvy do {withdrawal} {withdrawal|dne|dnů|dnů}',
        p1: 'Jako spotřebitel můžete od smlouvy o členství nebo PAYG+ uzavřené online odstoupit bez udání důvodu do {withdrawal} {withdrawal|dne|dnů|dnů} od jejího uzavření. Stačí nám napsat na podpora@champions.cz; použít můžete i vzorový formulář pro odstoupení podle nařízení vlády č. 363/2013 Sb.',
        p2: 'Peníze vrátíme do {withdrawal} {withdrawal|dne|dnů|dnů} od doručení odstoupení, stejným způsobem, jakým jste platili. Pokud jste během lhůty službu na vlastní žádost začali využívat, uhradíte hodnotu již poskytnuté služby: poměrnou část ceny za dny, kdy byla poskytována, nebo využité vstupy, jsou-li dražší.',
        p3: 'Od koupě jednorázového vstupu na konkrétní termín nelze odstoupit (§ 1837 písm. j) občanského zákoníku, služby využití volného času poskytované v určeném termínu). Vstup ale platí {expiry} {expiry|den|dny|dní} a zrušený termín sportovištěm vám vrátíme jako kredit.',
      },
      s6: {
        title: 'Kredit',
        p1: 'Kredit vzniká například vrácením peněz za zrušenou službu, zrušený termín nebo za doporučení. Při každé platbě se použije jako první.',
        p2: 'Kredit nikdy nepropadá. Nelze ho koupit ani vyměnit za peníze. Při smazání účtu nevyužitý kredit zaniká.',
      },
      s7: {
        title: 'Změny podmínek a cen',
        p1: 'Změny těchto podmínek oznámíme e-mailem nejméně {changes} {changes|den|dny|dní} před jejich účinností. Pokud se změnou nesouhlasíte, můžete předplatné před účinností změny zrušit bez poplatku.',
        p2: 'Cena předplatného se nemění v průběhu již zaplaceného období.',
      },
      s8: {
        title: 'Reklamace, stížnosti a spory',
        p1: 'Reklamace a dotazy řešíme na adrese podpora@champions.cz. Odpovídáme do dvou pracovních dnů; reklamaci vyřídíme nejpozději do 30 dnů.',
        p2: 'Spor, který se nám nepodaří vyřešit dohodou, můžete řešit mimosoudně u České obchodní inspekce (www.coi.cz). Osobní údaje zpracováváme podle Zásad zpracování osobních údajů.',
      },
    },
  },
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
        p1: 'Používáme jen technicky nezbytné úložiště prohlížeče: přihlášení, zvolenou oblast a rozpracovaný nákup. Reklamní cookies nepoužíváme.',
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
