import { BRAND, formatCzk, formatMoney, formatPragueDate, formatPragueDateTime } from '@champions/domain';

/**
 * The API's Czech answers that are not errors (the other half of the message catalogue; errors are
 * in error-codes.ts). Routes answer `{ message: MESSAGES.REQUEST_RECEIVED }`; no Czech in route files.
 */
export const MESSAGES = {
  REQUEST_RECEIVED: 'Děkujeme, vaši zprávu jsme přijali. Ozveme se vám do dvou pracovních dnů.',
  // accounts (modules/auth)
  CHECK_EMAIL: 'Pokud je e-mail v pořádku, poslali jsme na něj odkaz. Zkontrolujte prosím svou schránku.',
  EMAIL_RESTORED:
    'Původní e-mail je obnoven a všechna zařízení jsou odhlášena. Na e-mail jsme vám poslali odkaz pro nastavení nového hesla.',
  ACCOUNT_ERASED: 'Účet byl smazán. Doklady o platbách uchováváme po dobu, kterou vyžaduje zákon.',
  SIGNED_OUT: 'Byli jste odhlášeni.',
  SIGNED_OUT_EVERYWHERE: 'Byli jste odhlášeni ze všech zařízení.',
  /** the name an erased account keeps (the row stays, anonymised) */
  ERASED_ACCOUNT_NAME: 'Smazaný účet',
} as const;

// ---- subscriptions and partner (one catalogue of texts, not one per module) ----

type Amount = Parameters<typeof formatCzk>[0];

/** The words of a plan's name, "Championship – roční, Brno" (mail/plan-label.ts); English in messages-en.ts. */
export const PLAN_TEXTS = {
  yearly: `${BRAND.membership} – roční`,
  flexible: `${BRAND.membership} – flexibilní`,
  paygPlus: 'PAYG+',
  allAreas: 'všechny lokality',
} as const;

/** The checkout's word beside its card form (subscriptions create.ts); its English in messages-en.ts. */
export const CHECKOUT_TEXTS = {
  freeTrial: (firstCharge: Date, price: Amount) =>
    `Dnes neplatíte nic: první 4 týdny jsou zdarma. Kartu strhneme poprvé ${formatPragueDate(firstCharge, 'cs')} (${formatCzk(price)}).`,
  creditsCover: (hold: Amount) =>
    `Cenu pokryjí vaše kredity. Kartu jen ověříme blokací ${formatCzk(hold)}, kterou hned uvolníme.`,
  cardDue: (amount: Amount) => `K úhradě kartou: ${formatCzk(amount)}.`,
} as const;

/** Payment descriptions and answers of the subscriptions module. */
export const SUBSCRIPTION_TEXTS = {
  /** the description of a period's payment: "Championship – roční, Brno, 1. období" */
  period: (plan: string, period: number) => `${plan}, ${period}. období`,
  catchUpFee: 'Poplatek za předčasné ukončení ročního předplatného',
  switchTo: (plan: string) => `Změna předplatného na ${plan}`,
  // when the payment provider gives no reason of its own
  paymentNotDone: 'Platbu se nepodařilo provést.',
  paymentNotFinished: 'Platba zatím nebyla dokončena.',
  cardCheckNotFinished: 'Ověření karty nebylo dokončeno.',
  // what credits were returned for, in the e-mail ("… jsme vám za <this> vrátili 199 Kč jako kredit")
  creditsForSwitch: 'změnu předplatného (nevyužitá část zaplaceného období)',
  creditsForCancelledSwitch: 'zrušenou změnu předplatného (vrácený doplatek)',
  creditsForReactivation: 'obnovení ročního předplatného (vrácený doplatek)',
  // the reason on the credit note of a withdrawal's card refund
  withdrawalRefund: 'Odstoupení od smlouvy do 14 dnů (§ 1829 občanského zákoníku)',
} as const;

/** Answers and texts of the partner's area (calendar, prices, receptionists, support, earnings CSV). */
export const PARTNER_TEXTS = {
  impersonationEnded: 'Zástup byl ukončen.',
  invitationSent: (email: string) => `Pozvánku jsme poslali na ${email}.`,
  invitationWithdrawn: (email: string | null) => `Pozvánka pro ${email} byla zrušena.`,
  staffRemoved: (who: string) => `${who} už nemá přístup do recepce.`,
  staffEveryVenue: (who: string) => `${who} může načítat vstupy na všech vašich sportovištích.`,
  staffSomeVenues: (who: string, count: number) =>
    `${who} může načítat vstupy na vybraných sportovištích (${count}).`,
  slotsCreated: (created: number, skipped: number) =>
    skipped > 0
      ? `Vytvořeno termínů: ${created}. Přeskočeno ${skipped}, protože v tu dobu už termín existuje.`
      : `Vytvořeno termínů: ${created}.`,
  slotCancelled: (notified: number, creditReturned: Amount) =>
    notified === 0
      ? 'Termín byl zrušen. Nikdo na něj nebyl přihlášený.'
      : `Termín byl zrušen. Přihlášené (${notified}) jsme informovali e-mailem a vrátili jim ${formatCzk(creditReturned)} jako kredit.`,
  priceArchived: (name: string) => `Cena „${name}“ se už neprodává. Zakoupené vstupy platí dál.`,
  supportReceived: 'Děkujeme, vaši zprávu jsme přijali. Odpovíme vám e-mailem do dvou pracovních dnů.',
  earningsCsvHeader: ['Datum a čas', 'Místo', 'Aktivita', 'Zákazník', 'Výdělek (Kč)'],
  earningsCsvCustomer: 'zákazník',
  earningsCsvFile: (from: string, to: string) => `vydelky-${from}-${to}.csv`,
} as const;

/** The dashboard "Přehled": its CSV tables' headers and file names. */
export const INSIGHTS_TEXTS = {
  csvFile: (table: string, from: string, to: string) => `prehled-${table}-${from}-${to}.csv`,
  organisationCsvFile: (from: string, to: string) => `prehled-mist-${from}-${to}.csv`,
  weekdays: ['pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota', 'neděle'],
  headers: {
    activities: [
      'Místo',
      'Aktivita',
      'Termíny',
      'Nabídnutá místa',
      'Obsazená místa',
      'Obsazenost (%)',
      'Místa pro Champions',
      'Prodáno z podílu Champions (%)',
    ],
    heatmap: ['Den', 'Hodina', 'Nabídnutá místa', 'Obsazená místa', 'Obsazenost (%)'],
    attendance: ['Ukazatel', 'Hodnota'],
    customers: ['Ukazatel', 'Počet'],
    money: ['Ukazatel', 'Částka (Kč)'],
    reviews: ['Datum', 'Místo', 'Aktivita', 'Hodnocení', 'Text'],
    slots: ['Pořadí', 'Místo', 'Aktivita', 'Začátek', 'Kapacita', 'Obsazeno', 'Obsazenost (%)'],
    organisation: [
      'Místo',
      'Účet',
      'Obsazenost (%)',
      'Prodáno z podílu Champions (%)',
      'Obsazená místa',
      'Nabídnutá místa',
      'Nedorazili',
      'Pozdní storna',
      'Přeprodáno',
      'Noví zákazníci',
      'Vracející se',
      'Noví, kteří přišli znovu',
      'Výdělek (Kč)',
      'Předpověď výplaty (Kč)',
      'Hodnocení',
      'Recenze',
    ],
  },
  rows: {
    noShows: 'Nedorazili (zaplacené místo bez vstupu)',
    ended: 'Rezervace na skončené termíny',
    lateCancels: 'Pozdní storna',
    resold: 'Z toho znovu prodaná místa',
    recovered: 'Znovu prodáno za (Kč)',
    newCustomers: 'Noví zákazníci',
    returning: 'Vracející se zákazníci',
    newCameBack: 'Noví, kteří přišli znovu do 30 dní',
    entries: 'Vstupy v období',
    earnings: 'Výdělek v období',
    booked: 'Rezervace na termíny, které ještě proběhnou',
    forecast: 'Předpověď výplaty za období',
    top: 'nejrychleji obsazený',
    bottom: 'nejprázdnější',
  },
} as const;
// ---- end of subscriptions and partner ----
// ---- payments and entries (kept here, not in modules/payments and modules/entries)

/** The built-in card provider's messages (Czech, as Stripe.js shows them with locale cs). */
export const CARD_ERROR_MESSAGES = {
  card_declined: 'Vaše karta byla zamítnuta.',
  insufficient_funds: 'Na vaší kartě není dostatek prostředků.',
  expired_card: 'Platnost vaší karty vypršela.',
  incorrect_cvc: 'Bezpečnostní kód (CVC) vaší karty je nesprávný.',
  incorrect_number: 'Číslo karty není platné.',
  processing_error: 'Při zpracování karty nastala chyba. Zkuste to prosím znovu.',
  authentication_failed: 'Ověření platby se nezdařilo. Zvolte prosím jinou platební metodu.',
  test_mode_live_card:
    'Vaše karta byla zamítnuta. V testovacím režimu použijte testovací kartu, např. 4242 4242 4242 4242.',
  resource_missing: 'Platební karta nebyla nalezena.',
} as const;

/** The texts of the tax document's PDF (payments/receipts.ts). */
export const RECEIPT_TEXTS = {
  pdfTitle: (number: string) => `Daňový doklad ${number}`,
  simplifiedTitle: 'Zjednodušený daňový doklad',
  fullTitle: 'Daňový doklad – faktura',
  number: (number: string) => `Číslo dokladu: ${number}`,
  issued: (date: string) => `Datum vystavení a uskutečnění plnění: ${date}`,
  seller: 'Prodávající',
  sellerIds: (ico: string, dic: string) => `IČO: ${ico}   DIČ: ${dic}`,
  buyer: 'Kupující',
  items: 'Předmět plnění',
  item: (quantity: number, description: string, total: string, vatRate: number) =>
    `${quantity} × ${description}   ${total} (sazba DPH ${vatRate} %)`,
  vatBreakdown: 'Rozpis DPH',
  vatLine: (ratePercent: number, base: string, vat: string, total: string) =>
    `Sazba ${ratePercent} %: základ ${base}, DPH ${vat}, celkem ${total}`,
  total: (total: string) => `Celkem k úhradě: ${total}`,
  paidWith: 'Způsob úhrady:',
  paidByCard: (amount: string) => `Uhrazeno kartou: ${amount}`,
  paidByCredits: (amount: string) => `Uhrazeno kredity: ${amount}`,
  creditsBack: (amount: string) => `Vráceno jako kredit (minimální platba kartou 30 Kč): ${amount}`,
  footer: 'Kredity nevyprší a nelze je směnit za peníze. Děkujeme, že sportujete s námi – tým Champions.',
} as const;

/** Why a scan does not admit (the answer's `message`, shown at the reception). */
export const SCAN_REFUSALS = {
  code_invalid: 'Neplatný kód. Požádejte zákazníka, ať otevře kartu v aplikaci Champions.',
  code_expired: 'Kód vypršel. Požádejte zákazníka o aktuální kód z karty – snímek obrazovky neplatí.',
  already_used: 'Vstup už byl využit.',
  expired: 'Platnost vstupu vypršela.',
  cancelled: 'Vstup byl zrušen.',
  other_venue: 'Vstup platí pro jiné místo.',
  wrong_time: 'Vstup platí na jiný termín.',
  no_entry: 'Zákazník nemá platný vstup k vašim aktivitám. Vstup si může koupit v aplikaci.',
} as const;

export const ENTRY_MESSAGES = {
  /** the answer of a scan that admits */
  ADMITTED: 'Vstup povolen.',
  /** a typed code that matches no entry of the partner */
  TYPED_CODE_UNKNOWN: 'Kód nepatří žádnému vstupu u vás nebo už vypršel. Naskenujte prosím QR kód z karty.',
  /** a repeated scan of someone already let in for what is on now ("Už vpuštěno ve 23:16 …") */
  alreadyAdmitted: (at: string) => `Už vpuštěno ${at} – tento vstup už byl načten, nic dalšího se nečerpá.`,
  /** a valid ticket of another day or time: the reception must confirm it */
  otherTime: (activityName: string, when: string) =>
    `Vstup je na jiný termín: ${activityName}, ${when}. Vpustit teď lze jen po potvrzení recepcí.`,
  /** the detail of "already used" when two scans race */
  USED_JUST_NOW: 'právě teď',
  /** the field message of an option that is not the activity's */
  UNKNOWN_OPTION: 'Neznámá varianta.',
  CALENDAR_DESCRIPTION: 'Na recepci ukažte kartu s QR kódem v aplikaci Champions.',
  CALENDAR_ALARM: 'Zítra máte vstup',
  /** the description of an entry's payment on the receipt and in the history */
  /** the door's name for a friend's place scanned by its own code */
  friendOf: (buyerName: string) => `Host (pozvánka od: ${buyerName})`,
  /** 2–4 places ("a friend along"): "Vstup: Jóga (3 místa)" */
  paymentDescription: (activityName: string, places = 1) =>
    places > 1 ? `Vstup: ${activityName} (${places} místa)` : `Vstup: ${activityName}`,
  /** what credits were returned for, in the e-mail ("za zrušený vstup Jóga, 1. 12. 2026 18:00") */
  cancelledEntryCredits: (activityName: string, when: string | null) =>
    when ? `zrušený vstup ${activityName}, ${when}` : `zrušený vstup ${activityName}`,
} as const;

/** The calendar feeds and the partner's schedule widget (docs/business-rules.md, "Calendar feeds"). */
export const FEED_MESSAGES = {
  ENTRIES_CALENDAR: 'Champions – moje vstupy',
  SCHEDULE_CALENDAR: 'Champions – rozvrh',
  /** SUMMARY of a partner's slot: "Jóga · 7/12 rezervováno" */
  scheduleSummary: (activityName: string, bookings: number, capacity: number) =>
    `${activityName} · ${bookings}/${capacity} rezervováno`,
  SCHEDULE_DESCRIPTION: 'Rezervace a účastníci termínu jsou v administraci Champions.',
  WIDGET_TITLE: 'Rozvrh',
  WIDGET_EMPTY: 'V nejbližších 14 dnech tu nejsou žádné volné termíny.',
  WIDGET_FULL: 'Obsazeno',
  widgetPlacesLeft: (places: number) => `Volno: ${places}`,
  WIDGET_BOOK: 'Rezervovat',
  WIDGET_POWERED: 'Rezervace přes Champions',
  WIDGET_NOT_FOUND: 'Tento rozvrh neexistuje.',
  widgetBadFilter: (field: string) => `Neplatný filtr rozvrhu: ${field}.`,
} as const;

/** The waitlist's e-mail lines: why a promotion failed, and how the place was paid. */
export const WAITLIST_MESSAGES = {
  /** why a place was not given, by the code kept on the waitlist entry (the e-mail quotes it) */
  failures: {
    no_money: 'na zaplacení nestačil kredit a nemáte uloženou platební kartu.',
    card_failed: 'platba uloženou kartou neprošla.',
    unavailable: 'tato varianta aktivity už není v nabídce.',
  },
  PAID_BY_MEMBERSHIP: 'Vstup je v rámci vašeho členství, nic jste neplatili.',
  paidByCredits: (price: string) => `Zaplatili jsme ho z vašeho kreditu (${price}).`,
  paidByCard: (price: string) => `Zaplatili jsme ho (${price}): nejdřív z kreditu, zbytek uloženou kartou.`,
} as const;
// ---- end of payments and entries

/** The local mailbox page (outside production only): where a newcomer reads mails without SMTP. */
export const DEV_MAILBOX_TEXTS = {
  title: 'Vývojová schránka',
  lead: 'E-maily, které server zařadil k odeslání, od nejnovějších. Stránka existuje jen mimo produkci.',
  noSmtp:
    'Server nemá nastavené SMTP_URL, takže e-maily nikam neposílá: ověřovací a další odkazy najdete tady.',
  withSmtp: 'Server posílá e-maily přes SMTP; tady vidíte jejich kopie, dokud nejsou odeslané.',
  empty: 'Zatím tu není žádný e-mail. Zaregistrujte se nebo požádejte o nové heslo a zprávu uvidíte tady.',
  to: 'Komu',
  subject: 'Předmět',
  created: 'Vytvořeno',
  state: 'Stav',
  open: 'Otevřít',
  back: 'Zpět do schránky',
  htmlVersion: 'Zobrazit HTML verzi',
  bodyDropped: 'Text zprávy byl po odeslání smazán (odkazy v něm už nejsou platné).',
  previous: 'Novější',
  next: 'Starší',
  page: (page: number, pages: number) => `Strana ${page} z ${pages}`,
  notFound: 'Tento e-mail ve schránce není.',
  attachments: 'Přílohy',
  attachment: {
    receipt: 'Daňový doklad (PDF)',
    entry_ics: 'Pozvánka do kalendáře (.ics)',
    contract: 'Potvrzení smlouvy a obchodní podmínky (PDF)',
    credit_note: 'Opravný daňový doklad (PDF)',
    credit_return_note: 'Opravný daňový doklad (PDF)',
    company_invoice: 'Faktura (PDF)',
    payout_statement: 'Výpis k výplatě (PDF)',
  } as Record<string, string>,
  /** an attachment of a kind without a label of its own */
  attachmentOther: 'Příloha (PDF)',
  attachmentMissing: 'Tato příloha už neexistuje.',
  badPage: 'Číslo stránky musí být celé číslo od 1 do 100 000.',
  status: {
    pending: 'čeká na odeslání',
    sending: 'odesílá se',
    sent: 'odesláno',
    failed: 'nedoručeno',
    logged: 'uloženo (bez SMTP)',
    decoy: '',
  } as Record<string, string>,
} as const;

/** Texts of the back office's answers and exports. */
export const BACKOFFICE_TEXTS = {
  verificationSent: 'Nový ověřovací odkaz jsme uživateli poslali e-mailem.',
  categoryDeleted: 'Kategorie smazána.',
  categoryMoved: 'Pořadí uloženo.',
  auditCsvHeader: ['Kdy', 'Kdo', 'Jako', 'Akce', 'Cíl', 'Před', 'Po', 'Důvod', 'Data'],
  auditCsvFile: 'zaznam-akci.csv',
  userExportFile: 'champions-data-uzivatele.json',
};
/** Partner payouts: the bank file texts, the statement's file name and the paid e-mail. */
export const PAYOUT_TEXTS = {
  /** the payee's message in the bank file and the QR code (ASCII is made of it) */
  paymentMessage: (period: string) => `Champions vyplata ${period}`,
  fileName: (period: string) => `vypis-vyplaty-${period}.pdf`,
  csvHeader: ['Partner', 'Číslo účtu', 'IBAN', 'Částka (Kč)', 'Variabilní symbol', 'Období', 'Zpráva'],
  aboFile: (date: string) => `vyplaty-${date}.kpc`,
  csvFile: (date: string) => `vyplaty-${date}.csv`,
  mailSubject: (period: string) => `Výplata za ${period} je odeslaná – Champions`,
  mailHeading: 'Dobrý den,',
  mailParagraphs: (period: string, amount: string, account: string) => [
    `výplatu za období ${period} ve výši ${amount} jsme odeslali na účet ${account}.`,
    'V příloze najdete výpis se všemi vstupy, provizí a zrušenými vstupy. Stejný výpis je i v partnerské sekci v části Výdělky.',
  ],
  mailLink: 'Otevřít výdělky',
} as const;

const percentCs = new Intl.NumberFormat('cs-CZ', { style: 'percent', maximumFractionDigits: 2 });

/** The payout statement's PDF (payouts/services/statement-pdf.ts); its English in messages-en.ts. */
export const PAYOUT_STATEMENT_TEXTS = {
  pdfTitle: (period: string) => `Výpis výplaty ${period}`,
  heading: 'Výpis výplaty partnerovi',
  period: (period: string, from: Date, to: Date) =>
    `Období: ${period} (${formatPragueDate(from, 'cs')} – ${formatPragueDate(to, 'cs')})`,
  payer: 'Plátce',
  payee: 'Příjemce',
  account: (account: string) => `Účet: ${account}`,
  variableSymbol: (vs: string) => `Variabilní symbol: ${vs}`,
  entriesTitle: 'Vstupy',
  entryLine: (at: Date, activity: string, venue: string, amount: Amount) =>
    `${formatPragueDateTime(at, 'cs')}   ${activity} (${venue})   ${formatMoney(amount, 'cs')}`,
  voidLine: (at: Date, activity: string, reason: string, amount: Amount) =>
    `${formatPragueDateTime(at, 'cs')}   ${activity}   ZRUŠENO: ${reason}   (${formatMoney(amount, 'cs')})`,
  moreEntries: (count: number) => `… a dalších ${count} vstupů (celý seznam najdete v sekci Výdělky).`,
  summaryTitle: 'Souhrn',
  entries: (count: number) => `Uznané vstupy: ${count}`,
  voided: (count: number, amount: Amount) => `Zrušené vstupy: ${count} (${formatMoney(amount, 'cs')})`,
  gross: (amount: Amount) => `Výdělek za vstupy: ${formatMoney(amount, 'cs')}`,
  commission: (bps: number, amount: Amount) =>
    `Provize Champions ${percentCs.format(bps / 10_000)}: −${formatMoney(amount, 'cs')}`,
  net: (amount: Amount) => `K výplatě: ${formatMoney(amount, 'cs')}`,
  paidOn: (date: Date) => `Vyplaceno: ${formatPragueDate(date, 'cs')}`,
  footer: 'Výpis vystavuje Champions. Dotazy k výplatě pište na podporu v partnerské sekci.',
} as const;

// partner approval and suspension (back office)
/** The back office's answers about partners. */
export const PARTNER_APPROVAL_TEXTS = {
  approved: (email: string) =>
    `Partnerský účet je založený. Na ${email} jsme poslali odkaz pro nastavení hesla.`,
  alreadyApproved: 'Žádost už byla schválena dříve; účet partnera existuje, nic nového jsme neposlali.',
  /** a self-registered partner approved: their published venues and activities are public now */
  partnerApproved: (email: string) =>
    `Partner je schválený: jeho zveřejněná sportoviště a aktivity jsou teď v nabídce. Poslali jsme mu to na ${email}.`,
  partnerRejected: (email: string) =>
    `Žádost jsme vrátili s vaším důvodem; partnerovi jsme napsali na ${email}. Po úpravě ji může odeslat znovu.`,
  submitted:
    'Žádost o schválení jsme předali týmu Champions. Jakmile ji schválíme, vaše nabídka se zveřejní; dáme vám vědět e-mailem.',
  /** the checklist's steps as the refusal to submit names them */
  step: {
    billing: 'fakturační údaje a bankovní účet',
    venue: 'sportoviště',
    activity: 'aktivita',
    slots: 'vypsané termíny',
    submit: 'odeslání ke schválení',
  },
  requestMessage: (input: {
    company: string;
    ico: string;
    bankAccount: string;
    venues: number;
    activities: number;
    upcomingSlots: number;
  }) =>
    [
      'Partner se zaregistroval sám a žádá o schválení. Do schválení není nic z jeho nabídky veřejné.',
      `Firma: ${input.company}, IČO ${input.ico}, účet ${input.bankAccount}.`,
      `Sportoviště: ${input.venues}; aktivity: ${input.activities}; budoucí termíny: ${input.upcomingSlots}.`,
    ].join('\n'),
} as const;

// the back office's partner organisations
export const BO_ORGANISATION_TEXTS = {
  created: (email: string) =>
    `Organizace je založená. Na ${email} jsme poslali odkaz pro nastavení hesla (platí 7 dní).`,
  linked: (admin: string) => `Účet ${admin} teď patří organizaci.`,
  alreadyLinked: (admin: string) => `Účet ${admin} už organizaci patří, nic se nezměnilo.`,
  unlinked: (admin: string) => `Účet ${admin} už organizaci nepatří.`,
  notLinked: (admin: string) => `Účet ${admin} organizaci nepatřil, nic se nezměnilo.`,
} as const;

// back-office refunds: the credit note (opravný daňový doklad) and its e-mail
export const CREDIT_NOTE_TEXTS = {
  pdfTitle: (number: string) => `Opravný daňový doklad ${number}`,
  title: 'Opravný daňový doklad',
  number: (number: string) => `Číslo dokladu: ${number}`,
  corrects: (number: string) => `Opravuje daňový doklad č. ${number}`,
  correctsIssued: (date: string) => `ze dne ${date}`,
  issued: (date: string) => `Datum vystavení a datum opravy: ${date}`,
  seller: 'Prodávající',
  sellerIds: (ico: string, dic: string) => `IČO: ${ico}   DIČ: ${dic}`,
  buyer: 'Kupující',
  item: 'Předmět opravy',
  itemLine: (description: string, total: string) => `Vrácení platby: ${description}   ${total}`,
  reason: (reason: string) => `Důvod opravy: ${reason}`,
  vatBreakdown: 'Rozpis DPH opravy',
  vatLine: (ratePercent: number, base: string, vat: string, total: string) =>
    `Sazba ${ratePercent} %: základ ${base}, DPH ${vat}, celkem ${total}`,
  total: (total: string) => `Celkem opraveno: ${total}`,
  refundedToCard: (amount: string) => `Vráceno na platební kartu: ${amount}`,
  returnedAsCredits: (amount: string) => `Vráceno jako kredit Champions: ${amount}`,
  creditsFooter: 'Kredit máte na účtu hned a zaplatíte jím kterýkoli další vstup. Tým Champions.',
  /** why money of a payment came back as credit (the credit ledger's reason) */
  creditReturnReasons: {
    refund: 'Vráceno jako kredit',
    slot_cancelled: 'Partner zrušil termín',
    reactivation: 'Obnovení předplatného',
    switch_refund: 'Změna předplatného',
  } as Record<string, string>,
  footer: 'Peníze se na účtu objeví obvykle do 5 až 10 pracovních dnů. Tým Champions.',
  fileName: (number: string) => `opravny-doklad-${number}.pdf`,
  mailSubject: 'Vrátili jsme vám platbu – Champions',
  mailHeading: 'Dobrý den,',
  mailParagraphs: (description: string, amount: string, reason: string, number: string, receipt: string) => [
    `za platbu „${description}“ jsme vám vrátili ${amount} na platební kartu. Na účtu je uvidíte obvykle do 5 až 10 pracovních dnů.`,
    `Důvod: ${reason}`,
    `V příloze je opravný daňový doklad č. ${number} k dokladu č. ${receipt}. Najdete ho i v přehledu plateb.`,
  ],
  mailTicketCancelled: 'Vstup zakoupený touto platbou jsme zrušili.',
  mailLink: 'Otevřít platby',
} as const;

/** Trainers: the answers of the trainer area and the partner's assignment. */
export const TRAINER_TEXTS = {
  attended: 'Docházka zapsána: vstup je využitý.',
  alreadyAttended: 'Docházka už je zapsaná.',
  trainerAssigned: (activity: string, trainer: string) => `Aktivitu ${activity} teď vede ${trainer}.`,
  trainerUnassigned: (activity: string) => `Aktivita ${activity} teď nemá trenéra.`,
  trainerRemoved: (who: string) =>
    `${who} už nemá přístup do trenérské sekce a nevede žádnou vaši aktivitu. Zapsaná docházka zůstává.`,
  supportReceived: 'Děkujeme, zprávu jsme přijali. Ozveme se vám e-mailem.',
} as const;

/** The corporate plan: the employee's invitation, removal and the company invoice. */
export const COMPANY_TEXTS = {
  inviteSubject: (company: string) => `${company} vám platí Championship – Champions`,
  inviteHeading: 'Dobrý den,',
  inviteParagraphs: (company: string, plan: string, employeeShare: string | null) => [
    `firma ${company} vás zve do firemního programu Champions: ${plan}.`,
    employeeShare
      ? `Firma přispívá na členství, vy doplácíte ${employeeShare} za každé 28denní období kartou.`
      : 'Celé členství platí firma, vy nic neplatíte.',
    'Přes odkaz níže se přihlaste nebo si založte účet a pozvánku přijměte. S kartou Champions pak chodíte na vstupy.',
  ],
  inviteLink: 'Přijmout pozvánku',
  removedSubject: 'Firemní Championship končí – Champions',
  removedParagraphs: (company: string, until: string) => [
    `firma ${company} vás z firemního programu odebrala. Vaše Championship platí do ${until} a potom skončí, nic se neobnoví.`,
    'Pokud chcete pokračovat, můžete si členství koupit sami v sekci Předplatné.',
  ],
  removedLink: 'Otevřít předplatné',
  allLocations: 'Championship – všechny lokality',
  areaPlan: (area: string) => `Championship – ${area}`,
  paymentMessage: (number: string) => `Champions faktura ${number}`,
  invoiceFile: (number: string) => `faktura-${number}.pdf`,
  // the monthly invoice, issued by the job and e-mailed with its PDF
  issuedSubject: (number: string, month: string) => `Faktura ${number} za ${month} – Champions`,
  issuedParagraphs: (number: string, month: string, amount: string, due: string, vs: string) => [
    `vystavili jsme fakturu ${number} za firemní členství vašich zaměstnanců za období ${month}: ${amount} včetně DPH, splatnost ${due}.`,
    `Zaplaťte ji prosím převodem s variabilním symbolem ${vs}, nejsnáz QR kódem ve firemním účtu. Fakturu v PDF posíláme v příloze a najdete ji i tam.`,
    'Pokud fakturu neuhradíte do splatnosti, firemní členství zaměstnanců pozastavíme až do připsání platby.',
  ],
  // seats suspended while an invoice is unpaid after its due date
  overdueSubject: (number: string) =>
    `Faktura ${number} je po splatnosti – firemní členství pozastaveno – Champions`,
  overdueParagraphs: (number: string, due: string) => [
    `faktura ${number} se splatností ${due} zatím není uhrazená. Firemní členství vašich zaměstnanců jsme proto pozastavili: dokud fakturu neuhradíte, na vstupy s ním neprojdou.`,
    'Po připsání platby na náš účet členství hned obnovíme a dáme vám vědět e-mailem.',
  ],
  overdueLink: 'Otevřít faktury',
  seatSuspendedSubject: 'Firemní Championship je pozastavený – Champions',
  seatSuspendedParagraphs: (company: string) => [
    `firma ${company} zatím neuhradila fakturu za firemní členství. Vaše Championship je proto pozastavený a na vstupy s ním teď neprojdete.`,
    'Jakmile firma fakturu uhradí, členství zase platí. Vstup si mezitím můžete koupit v aplikaci.',
  ],
  seatSuspendedLink: 'Otevřít předplatné',
  liftedSubject: (number: string) =>
    `Faktura ${number} je uhrazená – firemní členství znovu platí – Champions`,
  liftedParagraphs: (number: string) => [
    `děkujeme, platba faktury ${number} dorazila. Firemní členství vašich zaměstnanců znovu platí a na vstupy zase projdou.`,
  ],
  /** the scan's refusal of a membership whose company has not paid its invoice */
  scanSuspended:
    'Firemní členství je pozastavené: firma neuhradila fakturu po splatnosti. Vstup si zákazník může koupit v aplikaci.',
} as const;

/** The labels of the company's invoice PDF (companies/services/invoice-pdf.ts); amounts and dates given as values. */
export const COMPANY_INVOICE_TEXTS = {
  invoiceTitle: (number: string) => `Faktura – daňový doklad ${number}`,
  invoiceHeading: 'Faktura – daňový doklad',
  invoiceNumber: (number: string) => `Číslo: ${number}`,
  invoiceMonth: (month: string) => `Období: ${month}`,
  seller: 'Dodavatel',
  buyer: 'Odběratel',
  ico: (ico: string) => `IČO: ${ico}`,
  dic: (dic: string) => `DIČ: ${dic}`,
  issued: (date: Date) => `Datum vystavení: ${formatPragueDate(date, 'cs')}`,
  taxable: (date: Date) => `Datum uskutečnění zdanitelného plnění: ${formatPragueDate(date, 'cs')}`,
  due: (date: Date) => `Datum splatnosti: ${formatPragueDate(date, 'cs')}`,
  account: (account: string) => `Bankovní účet: ${account}`,
  variableSymbol: (vs: string) => `Variabilní symbol: ${vs}`,
  itemsTitle: 'Položky',
  itemLine: (plan: string, seats: number, unit: Amount, total: Amount) =>
    `${plan}: ${seats} × ${formatMoney(unit, 'cs')} = ${formatMoney(total, 'cs')}`,
  base: (rate: number, amount: Amount) => `Základ daně ${rate} %: ${formatMoney(amount, 'cs')}`,
  vat: (rate: number, amount: Amount) => `DPH ${rate} %: ${formatMoney(amount, 'cs')}`,
  total: (amount: Amount) => `Celkem k úhradě: ${formatMoney(amount, 'cs')}`,
  qrTitle: 'QR Platba',
  invoiceFooter: 'Firemní členství Championship pro zaměstnance. Cena za 28denní období na jedno místo.',
} as const;

/**
 * What a refused field says when its schema names no message of its own (shared/field-messages.ts):
 * plain Czech for the person at the form, never the validation library's English.
 */
export const FIELD_TEXTS = {
  missing: 'Vyplňte toto pole.',
  text: 'Zadejte text.',
  number: 'Zadejte číslo.',
  wholeNumber: 'Zadejte celé číslo.',
  yesNo: 'Vyberte ano, nebo ne.',
  list: 'Zadejte seznam hodnot.',
  object: 'Zadejte údaje ve správném tvaru.',
  choice: 'Vyberte jednu z nabízených možností.',
  tooShort: (minimum: number) => `Zadejte alespoň ${minimum} ${plural(minimum, 'znak', 'znaky', 'znaků')}.`,
  tooLong: (maximum: number) => `Zadejte nejvýše ${maximum} ${plural(maximum, 'znak', 'znaky', 'znaků')}.`,
  tooFew: (minimum: number) =>
    `Zadejte alespoň ${minimum} ${plural(minimum, 'položku', 'položky', 'položek')}.`,
  tooMany: (maximum: number) =>
    `Zadejte nejvýše ${maximum} ${plural(maximum, 'položku', 'položky', 'položek')}.`,
  atLeast: (minimum: number | bigint) => `Zadejte hodnotu alespoň ${minimum}.`,
  atMost: (maximum: number | bigint) => `Zadejte hodnotu nejvýše ${maximum}.`,
  email: 'Zadejte e-mail ve tvaru jmeno@domena.cz.',
  date: 'Zadejte platné datum.',
  id: 'Neplatný identifikátor.',
  format: 'Zadejte hodnotu ve správném tvaru.',
  unknownKey: 'Tento údaj se nezadává.',
  invalid: 'Zadejte platnou hodnotu.',
} as const;

function plural(n: number, one: string, few: string, many: string): string {
  return n === 1 ? one : n >= 2 && n <= 4 ? few : many;
}

/** The partner organisation's texts (modules/organisations). */
export const ORGANISATION_TEXTS = {
  overviewCsvHeader: [
    'Měsíc',
    'Provozovna',
    'Sportoviště',
    'Vstupy',
    'Výdělek (Kč)',
    'Průměrné hodnocení',
    'Počet hodnocení',
  ],
  overviewCsvFile: (month: string) => `prehled-organizace-${month}.csv`,
  walkInDescription: (activity: string) => `Vstup na recepci: ${activity}`,
  deskVenueRequired: 'Vyberte sportoviště, na kterém recepce načítá vstupy.',
} as const;
