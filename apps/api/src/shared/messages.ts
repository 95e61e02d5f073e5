import { BRAND, formatCzk } from '@champions/domain';

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

// ---- subscriptions and partner (issue 16: their texts moved here from the modules) ----

type Amount = Parameters<typeof formatCzk>[0];
const pragueLongDate = new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'long', timeZone: 'Europe/Prague' });

/** Plan names, payment descriptions and answers of the subscriptions module. */
export const SUBSCRIPTION_TEXTS = {
  planYearly: `${BRAND.membership} – roční`,
  planFlexible: `${BRAND.membership} – flexibilní`,
  allAreas: 'všechny lokality',
  /** the description of a period's payment: "Championship – roční, Brno, 1. období" */
  period: (plan: string, period: number) => `${plan}, ${period}. období`,
  catchUpFee: 'Poplatek za předčasné ukončení ročního předplatného',
  switchTo: (plan: string) => `Změna předplatného na ${plan}`,
  freeTrial: (firstCharge: Date, price: Amount) =>
    `Dnes neplatíte nic: první 4 týdny jsou zdarma. Kartu strhneme poprvé ${pragueLongDate.format(firstCharge)} (${formatCzk(price)}).`,
  creditsCover: (hold: Amount) =>
    `Cenu pokryjí vaše kredity. Kartu jen ověříme blokací ${formatCzk(hold)}, kterou hned uvolníme.`,
  cardDue: (amount: Amount) => `K úhradě kartou: ${formatCzk(amount)}.`,
  // when the payment provider gives no reason of its own
  paymentNotDone: 'Platbu se nepodařilo provést.',
  paymentNotFinished: 'Platba zatím nebyla dokončena.',
  cardCheckNotFinished: 'Ověření karty nebylo dokončeno.',
  // the reason of a failed renewal, quoted in the e-mail ("... se nepodařilo provést (chybí platební karta).")
  renewalNoCard: 'chybí platební karta',
  renewalNotDone: 'platbu nebylo možné dokončit',
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
// ---- end of subscriptions and partner ----
