import { formatMoney, formatPragueDate, type Language } from '@champions/domain';
import { ERROR_MESSAGES_EN } from './error-messages-en.ts';

/**
 * The one table of the API's errors: each code, its HTTP status and its Czech message (the message
 * catalogue of the API). Routes and services throw `new AppError('ACTIVITY_NOT_FOUND')`; the error
 * handler answers `{ statusCode, code, error, message, details? }` (the contract's `errorBody`).
 * A message may hold `{name}` placeholders, filled from the error's params (ErrorParams).
 * Add a code here when a new situation needs its own message; never write Czech in a route file.
 * Every code has its English message in error-messages-en.ts too.
 */
export const ERROR_CODES = {
  // generic answers, by status
  BAD_REQUEST: { status: 400, message: 'Neplatný požadavek.' },
  VALIDATION_ERROR: { status: 400, message: 'Neplatná hodnota pole {field}: {reason}' },
  UNAUTHORIZED: { status: 401, message: 'Přihlaste se prosím.' },
  FORBIDDEN: { status: 403, message: 'K této akci nemáte oprávnění.' },
  NOT_FOUND: { status: 404, message: 'Nenalezeno.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Cesta {method} {path} neexistuje.' },
  CONFLICT: { status: 409, message: 'Požadavek je v rozporu se současným stavem.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Požadavek je příliš velký.' },
  BODY_TOO_DEEP: { status: 400, message: 'Požadavek je příliš hluboce vnořený (nejvýše {max} úrovní).' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Nepodporovaný formát požadavku.' },
  UNPROCESSABLE: { status: 422, message: 'Požadavek nelze zpracovat.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Příliš mnoho pokusů. Zkuste to prosím za chvíli.' },
  INTERNAL: { status: 500, message: 'Nastala chyba serveru.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Server je přetížený. Zkuste to prosím za chvíli.' },

  // payments
  PAYMENT_FAILED: { status: 402, message: 'Platba se nezdařila.' },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: 'Chybí hlavička Idempotency-Key: tento požadavek bez ní nelze bezpečně zopakovat.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'Stejný klíč Idempotency-Key už byl použit pro jiný požadavek.',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'Spojení s databází se právě obnovuje. Nic se nezměnilo, zkuste to prosím za chvíli znovu.',
  },
  PROVIDER_UNAVAILABLE: {
    status: 503,
    message: 'Platební brána neodpověděla. Zkuste to prosím za chvíli.',
  },

  // subscriptions: pausing a flexible Championship (domain `pauseRefusal`)
  SUBSCRIPTION_NOT_LIVE: { status: 404, message: 'Nemáte aktivní předplatné.' },
  PAUSE_NOT_FLEXIBLE: {
    status: 409,
    message: 'Pozastavit lze jen flexibilní členství. Roční členství je závazek na celý rok.',
  },
  PAUSE_NOT_ACTIVE: {
    status: 409,
    message: 'Pozastavit lze jen aktivní členství. Nejprve prosím uhraďte čekající platbu.',
  },
  PAUSE_CANCELING: {
    status: 409,
    message: 'Členství je zrušené. Pokud ho chcete pozastavit, nejprve ho obnovte.',
  },
  PAUSE_SWITCH_PENDING: {
    status: 409,
    message: 'Na provedení čeká změna plánu. Pozastavit členství lze až po jejím zrušení.',
  },
  PAUSE_ALREADY_PAUSED: {
    status: 409,
    message: 'Členství už má naplánované nebo probíhající pozastavení.',
  },
  PAUSE_PERIODS_OUT_OF_RANGE: {
    status: 400,
    message: 'Členství lze pozastavit na 1 až 3 období po 28 dnech.',
  },
  PAUSE_LOCKED: {
    status: 409,
    message: 'Právě probíhá obnovení předplatného. Pozastavení naplánujte prosím za hodinu.',
  },
  PAUSE_YEARLY_LIMIT: {
    status: 409,
    message:
      'Členství lze pozastavit nejvýše dvakrát během 52 týdnů. Další pozastavení bude možné od {date}.',
  },
  PAUSE_NOTHING_TO_CANCEL: {
    status: 409,
    message:
      'Není co zrušit: členství nemá naplánované pozastavení, nebo to probíhající končí tímto obdobím.',
  },
  SUBSCRIPTION_PAUSED: {
    status: 409,
    message: 'Během pozastavení (i naplánovaného) nelze měnit plán. Nejprve pozastavení zrušte.',
  },

  // ---- subscriptions and partner (one table of messages, not one per module) ----
  // subscriptions (modules/subscriptions/services)
  SUBSCRIPTION_ALREADY_ACTIVE: {
    status: 409,
    message: 'Už máte aktivní předplatné. Plán změníte v části Předplatné a fakturace.',
  },
  SUBSCRIPTION_WAITING_FOR_PAYMENT: {
    status: 409,
    message: 'Nejprve prosím uhraďte čekající platbu za předplatné.',
  },
  SUBSCRIPTION_CANCELING: { status: 409, message: 'Předplatné je zrušené. Nejprve jej obnovte.' },
  SUBSCRIPTION_SWITCH_PENDING: {
    status: 409,
    message: 'Na provedení už čeká jiná změna. Nejprve ji zrušte.',
  },
  SUBSCRIPTION_SWITCH_IN_PROGRESS: {
    status: 409,
    message:
      'Platba za předchozí změnu plánu se ještě zpracovává. Dokud ji nedokončíme, další změnu provést nelze. Zkuste to prosím za pár minut.',
  },
  SUBSCRIPTION_VOUCHER_COVERED: {
    status: 409,
    message:
      'Předplatné z dárkového poukazu nelze měnit ani pozastavit, dokud trvají období, která poukaz předplatil. Změnu provedete v posledním z nich.',
  },
  SUBSCRIPTION_LOCKED: {
    status: 409,
    message: 'Právě probíhá obnovení předplatného. Zkuste to prosím za hodinu.',
  },
  SUBSCRIPTION_COMPANY_MANAGED: {
    status: 409,
    message:
      'Toto členství vám platí a spravuje firma {company}, proto ho nemůžete změnit, pozastavit ani zrušit. Obraťte se prosím na svou firmu.',
  },
  SUBSCRIPTION_START_NOW_REQUIRED: {
    status: 400,
    message:
      'Předplatné začíná hned, ještě před uplynutím 14denní lhůty pro odstoupení. Potvrďte prosím žádost o okamžité zahájení.',
  },
  SUBSCRIPTION_CARD_REQUIRED: { status: 402, message: 'Pro zaplacení přidejte prosím platební kartu.' },
  SUBSCRIPTION_AREA_NOT_FOUND: { status: 404, message: 'Lokalita nebyla nalezena.' },
  SUBSCRIPTION_CARD_NOT_FOUND: { status: 404, message: 'Platební karta nebyla nalezena.' },
  SUBSCRIPTION_PAYMENT_NOT_FOUND: { status: 404, message: 'Platba nebyla nalezena.' },
  CANCELLATION_TYPE_NOT_OFFERED: { status: 400, message: 'Tento způsob zrušení váš plán nenabízí.' },
  SUBSCRIPTION_ALREADY_CANCELED: { status: 409, message: 'Předplatné už je zrušené.' },
  SUBSCRIPTION_NOT_CANCELED: { status: 409, message: 'Předplatné není zrušené, není co obnovit.' },
  EXTEND_NOT_POSSIBLE: {
    status: 409,
    message: 'Prodloužit lze jen aktivní roční předplatné, které není zrušené.',
  },
  EXTEND_TOO_EARLY: {
    status: 400,
    message:
      'Roční předplatné lze prodloužit až v posledních 2 obdobích závazku, tedy od {date}. Závazek trvá do {end}.',
  },
  SAME_PLAN: { status: 400, message: 'Tento plán už máte.' },
  NO_PENDING_SWITCH: { status: 409, message: 'Žádná změna plánu nečeká na provedení.' },
  WITHDRAWAL_NOT_POSSIBLE: {
    status: 409,
    message: 'Lhůta 14 dnů pro odstoupení od smlouvy už uplynula nebo nemáte aktivní předplatné.',
  },
  SUBSCRIPTION_ALREADY_ENDED: { status: 409, message: 'Předplatné už je ukončené.' },

  // partner: ownership (modules/partner/scope.ts)
  PARTNER_VENUE_NOT_FOUND: { status: 404, message: 'Toto místo neexistuje nebo nepatří vašemu účtu.' },
  API_KEY_NOT_FOUND: { status: 404, message: 'Tento klíč neexistuje nebo nepatří vašemu účtu.' },
  WEBHOOK_ENDPOINT_NOT_FOUND: {
    status: 404,
    message: 'Tento webhook neexistuje nebo nepatří vašemu účtu.',
  },
  WEBHOOK_DELIVERY_NOT_FOUND: {
    status: 404,
    message: 'Toto doručení neexistuje nebo nepatří vašemu účtu.',
  },
  WEBHOOK_URL_NOT_HTTPS: {
    status: 400,
    message: 'Adresa webhooku musí začínat https:// (např. https://example.cz/webhooky).',
  },
  API_KEY_INVALID: { status: 401, message: 'Klíč API chybí, je neplatný nebo byl zrušen.' },
  API_KEY_READ_ONLY: {
    status: 403,
    message: 'Tento klíč API smí jen číst. Ke změnám vytvořte klíč s oprávněním čtení i zápis.',
  },
  PARTNER_ACTIVITY_NOT_FOUND: {
    status: 404,
    message: 'Tato aktivita neexistuje nebo nepatří vašemu účtu.',
  },
  PARTNER_SLOT_NOT_FOUND: { status: 404, message: 'Tento termín neexistuje nebo nepatří vašemu účtu.' },
  PARTNER_OPTION_NOT_FOUND: { status: 404, message: 'Tato cena neexistuje nebo nepatří vašemu účtu.' },
  // partner: venues, activities, prices (a 400 naming its field)
  AREA_NOT_IN_LIST: { status: 400, message: 'Vyberte oblast ze seznamu.' },
  VENUE_CATEGORY_NOT_IN_LIST: { status: 400, message: 'Vyberte typ místa ze seznamu.' },
  EQUIPMENT_NOT_IN_LIST: { status: 400, message: 'Vyberte vybavení ze seznamu.' },
  ACTIVITY_CATEGORY_NOT_IN_LIST: { status: 400, message: 'Vyberte kategorii ze seznamu.' },
  NOT_OWN_VENUE: { status: 400, message: 'Vyberte jedno ze svých míst.' },
  OPTION_OF_OTHER_ACTIVITY: {
    status: 400,
    message: 'Jedna z možností k této aktivitě nepatří. Obnovte stránku.',
  },
  NOT_OWN_ACTIVITY: { status: 400, message: 'Vyberte jednu ze svých aktivit.' },
  PRICE_ACTIVITY_FIXED: {
    status: 400,
    message: 'Cenu nelze přesunout k jiné aktivitě. Vytvořte novou.',
  },
  LAST_PRICE: { status: 409, message: 'Aktivita musí mít alespoň jednu cenu.' },
  // partner: photos
  PHOTO_LIMIT: { status: 400, message: 'Nahrát můžete nejvýše {max} fotografií.' },
  PHOTO_MISSING: { status: 400, message: 'Vyberte fotografii k nahrání.' },
  PHOTO_NOT_AN_IMAGE: {
    status: 400,
    message: 'Soubor není obrázek. Nahrajte fotografii ve formátu JPEG, PNG nebo WebP.',
  },
  PHOTO_TOO_LARGE: {
    status: 400,
    message: 'Fotografie je příliš velká. Nahrajte prosím soubor do 10 MB.',
  },
  PHOTO_NOT_FOUND: { status: 404, message: 'Tato fotografie tu není.' },
  // partner: the calendar (modules/partner/services/*-slot*.ts)
  SERIES_TOO_LONG: { status: 400, message: 'Opakování může trvat nejvýše rok od prvního termínu.' },
  SLOT_IN_PAST: { status: 400, message: 'První termín musí být v budoucnosti.' },
  SERIES_NO_DAY: {
    status: 400,
    message: 'Mezi prvním dnem a koncem opakování nepadá žádný z vybraných dnů v týdnu.',
  },
  SLOT_CANCELLED_NO_EDIT: { status: 409, message: 'Zrušený termín už nelze upravit.' },
  CAPACITY_BELOW_BOOKINGS: {
    status: 400,
    message: 'Kapacita nesmí být menší než počet rezervací ({taken}).',
  },
  SLOT_MOVE_TO_PAST: { status: 400, message: 'Termín lze přesunout jen do budoucnosti.' },
  SLOT_CLASH: { status: 409, message: 'V tomto čase už tato aktivita jiný termín má.' },
  SLOT_ALREADY_CANCELLED: { status: 409, message: 'Tento termín už je zrušený.' },
  SLOT_ALREADY_STARTED: { status: 400, message: 'Termín, který už začal, nelze zrušit.' },
  // partner: the panel, receptionists and their invitations
  NOT_IMPERSONATING: { status: 400, message: 'Tento panel není otevřen jako zástup.' },
  INVALID_INVITATION: {
    status: 400,
    message: 'Pozvánka je neplatná nebo vypršela. Požádejte partnera o novou.',
  },
  STAFF_EMAIL_TAKEN: { status: 409, message: 'Tento e-mail už má účet recepce. Přihlaste se.' },
  STAFF_INVITATIONS_LIMIT: {
    status: 429,
    message: 'Za 24 hodin lze poslat nejvýše {max} pozvánek. Zkuste to prosím zítra.',
  },
  INVITATION_NOT_FOUND: { status: 404, message: 'Pozvánka neexistuje nebo už není platná.' },
  STAFF_NOT_FOUND: { status: 404, message: 'Tento člen recepce neexistuje.' },
  STAFF_VENUES_NOT_OWN: { status: 400, message: 'Vyberte jen ze svých sportovišť.' },
  // ---- end of subscriptions and partner ----
  // ---- payments and entries (kept here, not in modules/payments and modules/entries; the
  // ---- statuses and messages are the ones those modules answered before)
  // payments
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: 'Neplatný Idempotency-Key.' },
  IDEMPOTENT_REQUEST_IN_PROGRESS: {
    status: 409,
    message: 'Stejný požadavek se právě zpracovává. Zkuste to prosím za chvíli.',
  },
  ACCOUNT_BUSY: {
    status: 409,
    message: 'Předchozí platba nebo změna vašeho účtu se ještě zpracovává. Zkuste to prosím za chvíli.',
  },
  INSUFFICIENT_CREDITS: { status: 409, message: 'Nemáte dostatek kreditů.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Platba nebyla nalezena.' },
  PAYMENT_METHOD_NOT_FOUND: { status: 404, message: 'Platební karta nebyla nalezena.' },
  SETUP_INTENT_NOT_FOUND: { status: 404, message: 'Ukládání karty nebylo nalezeno.' },
  RECEIPT_NOT_FOUND: { status: 404, message: 'K této platbě není daňový doklad.' },
  LOCAL_PROVIDER_OFF: { status: 404, message: 'Vestavěná platební brána není zapnutá.' },
  PAYMENT_AMOUNT_INVALID: { status: 400, message: 'Neplatná částka.' },
  REFUND_NOT_PAID: { status: 400, message: 'Vrátit lze jen zaplacenou platbu.' },
  REFUND_AMOUNT_INVALID: { status: 400, message: 'Neplatná částka k vrácení.' },
  REFUND_OVER_CARD: { status: 400, message: 'Na kartu lze vrátit nejvýše částku zaplacenou kartou.' },
  STRIPE_NOT_CONFIGURED: { status: 400, message: 'Stripe není nastaven.' },
  WEBHOOK_BODY_NOT_JSON: { status: 400, message: 'Očekáváno tělo JSON.' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'Neplatný podpis webhooku.' },
  // entries: buying, cancelling, the card and the scan
  SLOT_NOT_FOUND: { status: 404, message: 'Termín nebyl nalezen.' },
  OPTION_NOT_OF_ACTIVITY: { status: 400, message: 'Zvolená varianta k této aktivitě nepatří.' },
  SLOT_CANCELLED: { status: 409, message: 'Tento termín byl zrušen. Vyberte si prosím jiný.' },
  SLOT_STARTED: { status: 409, message: 'Tento termín už začal. Vyberte si prosím jiný.' },
  SLOT_FULL: { status: 409, message: 'Termín je už plně obsazený. Vyberte si prosím jiný.' },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'Účet nebyl nalezen.' },
  ENTRY_ALREADY_HELD: {
    status: 409,
    message: 'Na tento termín už vstup máte. Najdete ho v historii vstupů.',
  },
  PURCHASE_IN_PROGRESS: { status: 409, message: 'Tento nákup se už zpracovává. Obnovte prosím stránku.' },
  ENTRY_CREDITS_SHORT: { status: 402, message: 'Kredit nestačí na zaplacení vstupu.' },
  ENTRY_SLOT_FILLED_REFUNDED: {
    status: 400,
    message:
      'Termín se mezitím zaplnil. Celou částku vám vracíme: platbu kartou na kartu, použitý kredit jako kredit.',
  },
  ENTRY_SLOT_GONE_REFUNDED: {
    status: 400,
    message:
      'Termín mezitím partner zrušil. Celou částku vám vracíme: platbu kartou na kartu, použitý kredit jako kredit.',
  },
  ENTRY_HELD_REFUNDED: {
    status: 400,
    message:
      'Na tento termín už vstup máte, proto jsme druhý nekoupili. Celou částku vám vracíme: platbu kartou na kartu, použitý kredit jako kredit.',
  },
  ENTRY_MEMBERSHIP_LOST_REFUNDED: {
    status: 400,
    message:
      'Vaše členství už tento vstup nepokrývá (mezitím skončilo nebo se změnilo), proto jsme nákup nedokončili. Celou částku vám vracíme: platbu kartou na kartu, použitý kredit jako kredit.',
  },
  ENTRY_NOT_PAID_YET: {
    status: 404,
    message: 'Vstup k této platbě zatím není. Platba možná ještě neproběhla.',
  },
  ENTRY_NOT_FOUND: { status: 404, message: 'Vstup nebyl nalezen.' },
  FRIEND_PLACE_NOT_FOUND: {
    status: 404,
    message: 'Pozvánka neplatí: místo bylo vráceno nebo odkaz není správný.',
  },
  FRIEND_PLACE_NOT_TAKE_BACK: {
    status: 409,
    message:
      'Toto místo už nejde vzít zpět: kamarád si ho uložil, už bylo použito, nebo uplynula lhůta pro zrušení.',
  },
  FRIEND_PLACE_ALREADY_CLAIMED: { status: 409, message: 'Toto místo si už uložil někdo jiný.' },
  // gift vouchers
  VOUCHER_DELIVERY_DATE_INVALID: {
    status: 400,
    message: 'Datum doručení poukazu musí být dnes nebo nejpozději za 60 dní.',
  },
  VOUCHER_NOT_FOUND: { status: 404, message: 'Poukaz s tímto kódem neexistuje. Zkontrolujte prosím kód.' },
  VOUCHER_NOT_PAID_YET: {
    status: 404,
    message: 'Poukaz k této platbě zatím není. Platba možná ještě neproběhla.',
  },
  VOUCHER_UNKNOWN: { status: 404, message: 'Poukaz nebyl nalezen.' },
  VOUCHER_ALREADY_REDEEMED: { status: 409, message: 'Tento poukaz už byl uplatněn.' },
  VOUCHER_EXPIRED: { status: 409, message: 'Platnost tohoto poukazu už vypršela.' },
  VOUCHER_VOIDED: { status: 409, message: 'Tento poukaz byl zrušen a nelze ho uplatnit.' },
  VOUCHER_WITHDRAWAL_REDEEMED: {
    status: 409,
    message: 'Od poukazu už nelze odstoupit: byl uplatněn.',
  },
  VOUCHER_WITHDRAWAL_LATE: {
    status: 409,
    message: 'Od poukazu lze odstoupit jen do 14 dní od nákupu.',
  },
  VOUCHER_NOT_VOIDABLE: {
    status: 409,
    message: 'Poukaz už nelze zrušit: byl uplatněn, zrušen nebo vypršel.',
  },
  VOUCHER_PLAN_ALREADY_ACTIVE: {
    status: 409,
    message:
      'Poukaz na předplatné nelze uplatnit: na účtu už máte předplatné. Uplatněte ho, až současné předplatné skončí, nebo ho uplatněte na jiném účtu.',
  },
  VOUCHER_PRICE_CHANGED: {
    status: 409,
    message: 'Cena předplatného se mezitím změnila. Načtěte stránku znovu a zkontrolujte novou cenu.',
  },
  ENTRY_WITHOUT_SLOT: { status: 404, message: 'Tento vstup nemá termín.' },
  CALENDAR_FEED_NOT_FOUND: { status: 404, message: 'Tento kalendář neexistuje nebo byl zrušen.' },
  ENTRY_ALREADY_CANCELLED: { status: 409, message: 'Tento vstup už je zrušený.' },
  ENTRY_USED: { status: 409, message: 'Využitý vstup nelze zrušit.' },
  ENTRY_EXPIRED: { status: 409, message: 'Platnost tohoto vstupu už skončila.' },
  ENTRY_SLOT_STARTED: { status: 409, message: 'Vstup už nelze zrušit: termín už začal.' },
  ENTRY_NOT_CANCELLABLE: { status: 409, message: 'Tento vstup už nelze zrušit.' },
  NO_PARTNER: { status: 403, message: 'Nejste přiřazeni k žádnému partnerovi.' },
  VENUE_NOT_MANAGED: { status: 403, message: 'Toto místo nespravujete.' },
  VENUE_NOT_ASSIGNED: {
    status: 403,
    message: 'Na tomto sportovišti nemůžete odbavovat vstupy: nejste k němu přiřazeni.',
  },
  // entries: the waitlist
  WAITLIST_NOT_FULL: {
    status: 409,
    message: 'Na tento termín jsou ještě volná místa – vstup si můžete rovnou koupit.',
  },
  WAITLIST_CLOSED: {
    status: 409,
    message: 'Náhradníci se přijímají nejpozději 30 minut před začátkem termínu.',
  },
  WAITLIST_ALREADY_HOLDS: { status: 409, message: 'Na tento termín už vstup máte.' },
  WAITLIST_ALREADY_WAITING: { status: 409, message: 'Mezi náhradníky na tento termín už jste.' },
  WAITLIST_ENTRY_NOT_FOUND: { status: 404, message: 'Místo mezi náhradníky nebylo nalezeno.' },
  WAITLIST_ALREADY_LEFT: { status: 409, message: 'Mezi náhradníky už na tento termín nečekáte.' },
  // entries: reviews
  REVIEW_NOT_SCANNED: {
    status: 409,
    message: 'Hodnotit můžete jen aktivitu, na které vám na recepci naskenovali vstup.',
  },
  REVIEW_BEFORE_SLOT_ENDS: {
    status: 409,
    message: 'Hodnotit můžete až po skončení termínu.',
  },
  REVIEW_WINDOW_CLOSED: { status: 409, message: 'Hodnotit lze nejpozději 14 dní po návštěvě.' },
  REVIEW_ALREADY_GIVEN: { status: 409, message: 'Tuto návštěvu už jste ohodnotili.' },
  REVIEWED_ACTIVITY_NOT_FOUND: { status: 404, message: 'Aktivita nebyla nalezena.' },
  REVIEW_NOT_FOUND: { status: 404, message: 'Hodnocení nebylo nalezeno.' },
  REVIEW_ALREADY_REPLIED: { status: 409, message: 'Na toto hodnocení už jste odpověděli.' },
  // ---- end of payments and entries

  // catalogue
  ACTIVITY_NOT_FOUND: { status: 404, message: 'Aktivita nenalezena.' },
  VENUE_NOT_FOUND: { status: 404, message: 'Sportoviště nenalezeno.' },

  // partner organisations: an admin account, venue or sale of another organisation looks like none
  ORGANISATION_ADMIN_NOT_FOUND: {
    status: 404,
    message: 'Tento účet provozovny neexistuje nebo nepatří vaší organizaci.',
  },
  ORGANISATION_VENUE_NOT_FOUND: {
    status: 404,
    message: 'Toto sportoviště neexistuje nebo nepatří vaší organizaci.',
  },
  ORGANISATION_SLOT_NOT_FOUND: {
    status: 404,
    message: 'Tento termín na vybraném sportovišti neexistuje.',
  },
  ORGANISATION_SALE_NOT_FOUND: {
    status: 404,
    message: 'Tento prodej neexistuje nebo ještě není zaplacený.',
  },
  WALK_IN_LINK_NOT_FOUND: {
    status: 404,
    message:
      'Tento odkaz k platbě neexistuje. Zkontrolujte, že jste ho otevřeli celý, nebo požádejte na recepci o nový.',
  },
  WALK_IN_LINK_EXPIRED: {
    status: 409,
    message: 'Platnost tohoto odkazu k platbě vypršela. Požádejte prosím na recepci o nový.',
  },
  WALK_IN_LINK_CANCELLED: {
    status: 409,
    message: 'Recepce tento prodej zrušila, odkaz už nic nezaplatí. Požádejte prosím na recepci o nový.',
  },
  ORGANISATION_VENUE_REQUIRED: {
    status: 400,
    message: 'Vyberte sportoviště, na kterém recepce načítá vstupy.',
  },
  ORGANISATION_ADMIN_SUSPENDED: {
    status: 409,
    message: 'Účet této provozovny je pozastavený, jeho panel teď otevřít nelze.',
  },
  WALK_IN_CUSTOMER_BLOCKED: {
    status: 409,
    message: 'Účet zákazníka s tímto e-mailem je zablokovaný, vstup mu na recepci prodat nelze.',
  },

  // back office
  PARTNER_NOT_FOUND: { status: 404, message: 'Partner nenalezen.' },
  USER_NOT_FOUND: { status: 404, message: 'Uživatel nenalezen.' },
  ACCOUNT_BLOCKED: {
    status: 403,
    message: 'Účet je zablokovaný. Ozvěte se prosím podpoře.',
  },
  CREDIT_REMOVAL_EXCEEDS_BALANCE: {
    status: 409,
    message: 'Nelze odebrat {amount}: uživatel má jen {balance} kreditu.',
  },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'E-mail uživatele už je potvrzený.' },
  CATEGORY_NOT_FOUND: { status: 404, message: 'Kategorie nenalezena.' },
  CATEGORY_EXISTS: { status: 409, message: 'Kategorie s tímto názvem už existuje.' },
  CATEGORY_IN_USE: {
    status: 409,
    message: 'Kategorii nelze smazat, protože se používá (počet použití: {count}). Nejprve ji u nich změňte.',
  },
  REQUEST_NOT_FOUND: { status: 404, message: 'Žádost nenalezena.' },
  REQUEST_ASSIGNEE_INVALID: { status: 422, message: 'Žádost lze přidělit jen superadministrátorovi.' },
  // the back office's Ceník (scheduled prices)
  PRICE_CHANGE_NOT_FOUND: { status: 404, message: 'Změna ceny nenalezena.' },
  PRICE_AREA_NOT_FOUND: { status: 404, message: 'Lokalita nenalezena. Vyberte ji prosím ze seznamu.' },
  PRICE_CHANGE_DATE_INVALID: { status: 400, message: 'Zadejte platné datum začátku.' },
  PRICE_CHANGE_DATE_NOT_FUTURE: {
    status: 422,
    message: 'Změna ceny může začít nejdříve zítra. Zvolte prosím pozdější datum.',
  },
  PRICE_CHANGE_STARTED: {
    status: 409,
    message: 'Změna ceny už platí, proto ji nelze zrušit. Naplánujte prosím novou změnu.',
  },
  PRICE_CHANGE_CANCELLED: { status: 409, message: 'Tato změna ceny už byla zrušena.' },

  // accounts (modules/auth)
  SESSION_EXPIRED: { status: 401, message: 'Přihlášení vypršelo. Přihlaste se prosím znovu.' },
  WRONG_CREDENTIALS: { status: 401, message: 'Nesprávný e-mail nebo heslo.' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'Nejdříve prosím potvrďte svůj e-mail. Odkaz jsme vám poslali při registraci.',
  },
  INVALID_LINK: { status: 400, message: 'Odkaz je neplatný nebo vypršel. Požádejte prosím o nový.' },
  EMAIL_UNAVAILABLE: { status: 400, message: 'Tento e-mail už nelze použít. Zvolte prosím jiný.' },
  COMPANY_NAME_REQUIRED: { status: 400, message: 'Zadejte název firmy.' },
  PASSWORD_TOO_COMMON: {
    status: 400,
    message:
      'Toto heslo je mezi nejčastěji používanými a snadno se uhodne. Zvolte prosím jiné, třeba několik slov za sebou.',
  },
  PASSWORD_PERSONAL: {
    status: 400,
    message: 'Heslo nesmí být vaším e-mailem ani jménem. Zvolte prosím jiné.',
  },
  CURRENT_PASSWORD_REQUIRED: { status: 400, message: 'Zadejte současné heslo.' },
  CURRENT_PASSWORD_WRONG: { status: 400, message: 'Současné heslo není správné.' },
  PASSWORD_WRONG: { status: 400, message: 'Heslo není správné.' },
  CONTROL_CHARACTERS: { status: 400, message: 'Pole {field} obsahuje nepovolené řídicí znaky.' },
  DRAINING: {
    status: 503,
    message: 'Server se právě restartuje. Zkuste to prosím za chvíli znovu.',
  },
  HASHING_BUSY: {
    status: 503,
    message: 'Server je právě přetížený přihlašováním. Zkuste to prosím za chvíli.',
  },

  // payouts
  PAYOUT_NOT_FOUND: { status: 404, message: 'Výplata nenalezena.' },
  PAYOUT_PERIOD_OPEN: {
    status: 422,
    message: 'Období {period} ještě neskončilo. Výplatu lze spočítat až po jeho konci.',
  },
  PAYOUT_NOT_DRAFT: {
    status: 409,
    message: 'Výplata už je schválená. Schválit ji ani upravit znovu nelze.',
  },
  PAYOUT_NOT_PAYABLE: {
    status: 409,
    message: 'Výplatu nelze označit jako vyplacenou: není schválená, nebo už vyplacená je.',
  },
  PAYOUT_EXCEEDS_PAYABLE: {
    status: 409,
    message:
      'Výplatu nelze označit jako vyplacenou: partnerovi podle účetní knihy dlužíme jen {owed}, ale výplata činí {gross} před odečtením provize. Nejdřív zjistěte, proč se částky liší.',
  },
  PAYOUT_NOTHING_TO_EXPORT: {
    status: 409,
    message: 'Žádná schválená výplata nečeká na export do banky.',
  },
  PAYOUT_ENTRY_NOT_FOUND: { status: 404, message: 'Vstup v této výplatě není.' },
  PAYOUT_ENTRY_VOIDED: { status: 409, message: 'Tento vstup už je zrušený.' },
  PAYOUT_EXPORT_NOT_FOUND: { status: 404, message: 'Soubor pro banku nenalezen.' },
  PAYOUT_DUE_IN_PAST: { status: 400, message: 'Datum splatnosti nesmí být v minulosti.' },
  BACKOFFICE_ENTRY_NOT_FOUND: { status: 404, message: 'Vstup nenalezen.' },
  ENTRY_ALREADY_VOIDED: { status: 409, message: 'Tento vstup už je zrušený.' },
  ENTRY_VOID_PAYOUT_CLOSED: {
    status: 409,
    message:
      'Vstup je už ve schválené nebo vyplacené výplatě partnera, proto ho zrušit nelze. Vraťte zákazníkovi kredit ručně a rozdíl vyřešte s partnerem.',
  },
  // partner approval and suspension (back office)
  REQUEST_NOT_PARTNER: { status: 409, message: 'Schválit jako partnera lze jen žádost o partnerství.' },
  PARTNER_NOT_AWAITING_APPROVAL: {
    status: 409,
    message: 'Tento partner na schválení nečeká (žádost už byla vyřízena), nic se nezměnilo.',
  },
  // a self-registered partner's request for approval
  APPROVAL_ALREADY_SUBMITTED: {
    status: 409,
    message: 'Žádost o schválení už je odeslaná a čeká na tým Champions.',
  },
  PARTNER_ALREADY_APPROVED: { status: 409, message: 'Váš partnerský účet už je schválený.' },
  APPROVAL_STEPS_MISSING: {
    status: 409,
    message: 'Než žádost odešlete, doplňte prosím: {steps}.',
  },
  VENUE_OUTSIDE_AREA: {
    status: 400,
    message:
      'Adresa leží {km} km od centra oblasti {area}, mimo ni. Zvolte oblast, kam sportoviště patří, nebo opravte polohu.',
  },
  VENUE_NEARER_OTHER_AREA: {
    status: 400,
    message:
      'Adresa leží blíž oblasti {nearer} než oblasti {area}. Zvolte správnou oblast, nebo opravte polohu.',
  },
  PARTNER_EMAIL_TAKEN: {
    status: 409,
    message: 'Partner s e-mailem {email} už účet má. Žádost nebyla schválena, nic se nezměnilo.',
  },
  // the back office's partner organisations
  ORGANISATION_NOT_FOUND: { status: 404, message: 'Organizace partnera nenalezena.' },
  ORGANISATION_EMAIL_TAKEN: {
    status: 409,
    message: 'Organizace s e-mailem {email} už existuje. Zvolte jiný e-mail, nic se nezměnilo.',
  },
  ORGANISATION_LINK_ADMIN_NOT_FOUND: { status: 404, message: 'Účet provozovny (partnera) nenalezen.' },
  ORGANISATION_ADMIN_TAKEN: {
    status: 409,
    message:
      'Účet provozovny už patří organizaci „{organisation}“. Nejdřív ho tam odeberte, nic se nezměnilo.',
  },
  PARTNER_SUSPENDED: {
    status: 403,
    message: 'Váš partnerský účet je pozastavený. Ozvěte se prosím podpoře Champions.',
  },
  // back office: the partner screens (venues, activities, receptionists of every partner)
  BO_VENUE_NOT_FOUND: { status: 404, message: 'Místo nebylo nalezeno.' },
  BO_ACTIVITY_NOT_FOUND: { status: 404, message: 'Aktivita nebyla nalezena.' },
  BO_STAFF_NOT_FOUND: { status: 404, message: 'Člen recepce nebyl nalezen.' },
  BO_VENUE_WITHOUT_PARTNER: {
    status: 409,
    message: 'Toto místo nepatří žádnému partnerovi, proto ho v back office upravit nelze.',
  },
  BO_VENUE_NOT_IN_LIST: { status: 400, message: 'Vyberte místo ze seznamu.' },
  // back-office refunds of card payments
  REFUND_PAYMENT_NOT_FOUND: { status: 404, message: 'Platba tohoto uživatele nebyla nalezena.' },
  REFUND_NOT_REFUNDABLE: {
    status: 409,
    message: 'Tuto platbu nelze vrátit: není zaplacená kartou, nebo už je vrácená celá.',
  },
  REFUND_EXCEEDS_REMAINING: {
    status: 400,
    message:
      'Vrátit lze nejvýše {remaining}; z platby už bylo vráceno {refunded} (na kartu {toCard}, jako kredit {asCredits}).',
  },
  REFUND_DECLINED: {
    status: 402,
    message: 'Platební brána vrácení peněz odmítla ({detail}). Nic se nezměnilo, zkuste to prosím později.',
  },
  REFUND_NOT_FOUND: { status: 404, message: 'Vrácení platby nebylo nalezeno.' },
  CREDIT_NOTE_NOT_FOUND: { status: 404, message: 'Opravný daňový doklad nebyl nalezen.' },
  // referral rewards
  REFERRAL_NOT_FOUND: { status: 404, message: 'Doporučení nenalezeno.' },
  REFERRAL_ALREADY_REVOKED: { status: 409, message: 'Toto doporučení už je zrušené.' },
  // trainers: the trainer area, invitations and the partner's assignment
  TRAINER_EMAIL_TAKEN: {
    status: 409,
    message: 'Účet trenéra s tímto e-mailem už existuje. Přihlaste se prosím.',
  },
  TRAINER_NOT_FOUND: { status: 404, message: 'Tento trenér neexistuje nebo nepatří vašemu účtu.' },
  TRAINER_SLOT_NOT_FOUND: { status: 404, message: 'Tento termín neexistuje nebo ho nevedete.' },
  TRAINER_BOOKING_NOT_FOUND: { status: 404, message: 'Tato rezervace na vašem termínu není.' },
  TRAINER_PAGE_NOT_FOUND: { status: 404, message: 'Stránka trenéra nebyla nalezena.' },
  // the corporate plan (modules/companies)
  COMPANY_ID_REQUIRED: { status: 400, message: 'Zadejte IČO firmy.' },
  BILLING_ADDRESS_REQUIRED: { status: 400, message: 'Zadejte fakturační adresu firmy (ulice, město, PSČ).' },
  COMPANY_SEAT_NOT_FOUND: { status: 404, message: 'Zaměstnanec nenalezen.' },
  COMPANY_INVITATION_INVALID: {
    status: 404,
    message: 'Pozvánka je neplatná nebo ji firma zrušila. Požádejte prosím firmu o novou.',
  },
  COMPANY_INVOICE_EXISTS: {
    status: 409,
    message: 'Fakturu za tento měsíc už jste vystavili. Najdete ji v seznamu faktur.',
  },
  COMPANY_INVOICE_NOTHING: {
    status: 422,
    message: 'Není co fakturovat: žádný zaměstnanec teď nemá firemní Championship placený firmou.',
  },
  COMPANY_INVOICE_NOT_FOUND: { status: 404, message: 'Faktura nenalezena.' },
  COMPANY_INVITATION_TAKEN: { status: 409, message: 'Tuto pozvánku už přijal jiný účet.' },
  COMPANY_SEAT_HAS_SUBSCRIPTION: {
    status: 409,
    message:
      'Už máte aktivní předplatné. Firemní Championship můžete přijmout, až vaše současné předplatné skončí; zrušit ho můžete v sekci Předplatné.',
  },
  // the back office's companies
  BUSINESS_NOT_FOUND: { status: 404, message: 'Firma nenalezena.' },
  COMPANY_INVOICE_ALREADY_PAID: { status: 409, message: 'Faktura už je označená jako zaplacená.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Every code has its English message: a code without one does not compile. */
const ENGLISH: Readonly<Record<ErrorCode, string>> = ERROR_MESSAGES_EN;

/** Reason phrases of the statuses the API answers (the `error` field of the error body). */
export const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  402: 'Payment Required',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An amount of money in haléře for a placeholder, written as the message's language writes it. */
export interface MoneyParam {
  readonly money: number;
}

export const moneyParam = (minor: number): MoneyParam => ({ money: minor });

/**
 * The value of a `{name}` placeholder: text and numbers as they are; a day (a Date, in Prague) and an
 * amount (moneyParam) as each language writes them, "3. prosince 2026" / "3 December 2026",
 * "1 699 Kč" / "1,699 Kč", so that an English answer never carries a Czech date or amount.
 */
export type ErrorParam = string | number | Date | MoneyParam;
export type ErrorParams = Readonly<Record<string, ErrorParam>>;

function written(value: ErrorParam, language: Language): string {
  if (value instanceof Date) return formatPragueDate(value, language);
  if (typeof value === 'object') return formatMoney(value.money, language);
  return String(value);
}

/**
 * The message of a code in a language (Czech unless asked; English from error-messages-en.ts), its
 * `{name}` placeholders filled from `params`.
 */
export function errorMessage(code: ErrorCode, params: ErrorParams = {}, language: Language = 'cs'): string {
  const template = language === 'en' ? ENGLISH[code] : ERROR_CODES[code].message;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? written(params[name]!, language) : whole,
  );
}

/** The code of a status, for errors raised outside our code (Fastify's own 4xx). */
export function codeForStatus(status: number): ErrorCode {
  const byStatus: Readonly<Record<number, ErrorCode>> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'TOO_MANY_REQUESTS',
  };
  return byStatus[status] ?? 'BAD_REQUEST';
}
