import type { ScanRequest, ScanResponse } from '@champions/contract';
import {
  admittedForNow,
  CARD_CODE,
  cardStepVerdict,
  cardTimeStep,
  formatPragueDateTime as formatDateTimeIn,
  type Language,
  parseCardPayload,
  parseGuestPayload,
  pragueDayKey,
  type RefusalReason,
} from '@champions/domain';
import type { Database, Executor } from '../../../db/client.ts';
import { doorTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { cardCodeAt, cardSecret, verifyCardCode } from '../card-code.ts';
import { atPragueTime, formatPragueDateTime, formatPragueTime } from '../format.ts';
import { findGuestOfTicket } from '../guest-repository.ts';
import {
  findAccountName,
  findCardHolder,
  findTicketView,
  findVenueAdmin,
  hasSuspendedCompanySeat,
  scanCandidates,
  staffVenueIds,
  type TicketView,
  typedCodeCandidates,
} from '../repository.ts';
import { admitTicket, doorVerdictOf } from './admit-ticket.ts';
import { isGuestDoorCode } from './friend-places.ts';

type Refusal = Extract<ScanResponse, { admitted: false }>;
type Admitted = Extract<ScanResponse, { admitted: true }>;
/** The door's words in the language of the person at the door. */
type DoorTexts = ReturnType<typeof doorTextsIn>;

const doorTextsOf = (actor: ScanActor) => doorTextsIn(actor.language ?? 'cs');

function refuse(
  texts: DoorTexts,
  reason: RefusalReason,
  userName: string | null,
  detail?: string,
  message?: string,
): Refusal {
  const base: string = texts.refusals[reason];
  return {
    admitted: false,
    reason,
    message: message ?? (detail ? `${base.replace(/\.$/, '')}: ${detail}.` : base),
    userName,
  };
}

/** "25. 11. 2026 18:00" at a Czech door, "25 Nov 2026, 18:00" at an English one. */
const doorDateTime = (date: Date, language: Language) =>
  language === 'en' ? formatDateTimeIn(date, 'en') : formatPragueDateTime(date);

function explain(view: TicketView, reason: RefusalReason, now: Date, language: Language): string | undefined {
  if (reason === 'already_used' && view.ticket.usedAt) {
    const used = view.ticket.usedAt;
    if (pragueDayKey(used) !== pragueDayKey(now)) return doorDateTime(used, language);
    return language === 'en' ? `today at ${formatPragueTime(used)}` : `dnes v ${formatPragueTime(used)}`;
  }
  if (reason === 'wrong_time' && view.slotStartsAt) return doorDateTime(view.slotStartsAt, language);
  if (reason === 'other_venue') return view.venueName;
  return undefined;
}

export interface ScanActor {
  accountId: string;
  /** the partner (admin) whose venues this person admits to */
  partnerId: string;
  /** the only venues this person admits to (a receptionist's assignment); null: every venue of the partner */
  venueIds: readonly string[] | null;
  /** the language of the person at the door (the request's): the answer's `message` is in it */
  language?: Language | undefined;
}

/** Whose ticket the door admits; `candidates`: their tickets, when read with them (`scanCandidates`). */
type Holder = {
  userId: string;
  userName: string;
  guestTicketId?: string | undefined;
  candidates?: Candidates | undefined;
};
type Candidates = Awaited<ReturnType<typeof scanCandidates>>;

/** Who the code belongs to: the QR text names the user; typed digits are matched among today's ticket holders. */
async function identify(
  db: Executor,
  cardKey: string,
  actor: ScanActor,
  text: string,
  now: Date,
): Promise<Holder | { refusal: ScanResponse }> {
  const texts = doorTextsOf(actor);
  // a friend's place shows its own code (/pozvanka/<token>): it admits that one ticket, whoever holds it
  const guestCode = parseGuestPayload(text);
  if (guestCode) {
    const guest = await findGuestOfTicket(db, guestCode.ticketId);
    if (!guest || !isGuestDoorCode(cardKey, guest, guestCode.code))
      return { refusal: refuse(texts, 'code_invalid', null) };
    const holder = await findTicketView(db, guest.ticketId);
    if (!holder) return { refusal: refuse(texts, 'code_invalid', null) };
    const buyerName = (await findAccountName(db, guest.buyerId)) ?? '';
    const userName = guest.claimedBy
      ? ((await findAccountName(db, guest.claimedBy)) ?? '')
      : texts.door.friendOf(buyerName);
    return { userId: holder.ticket.userId, userName, guestTicketId: guest.ticketId };
  }
  const parsed = parseCardPayload(text);
  if (!parsed) return { refusal: refuse(texts, 'code_invalid', null) };
  if (parsed.userId) {
    // the holder's tickets and the holder in one statement; the holder alone when they have no ticket
    const candidates = await scanCandidates(db, parsed.userId, now);
    const user = candidates[0]?.holder ?? (await findCardHolder(db, parsed.userId));
    if (!user) return { refusal: refuse(texts, 'code_invalid', null) };
    const verdict = verifyCardCode(cardSecret(cardKey, user), parsed.code, now);
    if (verdict === 'expired') return { refusal: refuse(texts, 'code_expired', user.name) };
    if (verdict === 'invalid') return { refusal: refuse(texts, 'code_invalid', null) };
    return { userId: user.id, userName: user.name, candidates };
  }
  const nowStep = cardTimeStep(now);
  const matches: string[] = [];
  for (const candidate of await typedCodeCandidates(db, actor.partnerId, now, actor.venueIds)) {
    const secret = cardSecret(cardKey, candidate);
    for (
      let step = nowStep + CARD_CODE.ACCEPT_FUTURE_STEPS;
      step >= nowStep - CARD_CODE.ACCEPT_PAST_STEPS;
      step--
    ) {
      if (cardStepVerdict(step, nowStep) === 'valid' && cardCodeAt(secret, step) === parsed.code) {
        matches.push(candidate.id);
        break;
      }
    }
  }
  if (matches.length !== 1) {
    return {
      refusal: refuse(texts, 'code_invalid', null, undefined, texts.door.TYPED_CODE_UNKNOWN),
    };
  }
  return { userId: matches[0]!, userName: (await findAccountName(db, matches[0]!)) ?? '' };
}

/**
 * POST /api/{staff|admin}/entries/scan: validates the card code, finds the user's ticket that admits
 * now at this partner's venue and marks it used in one transaction. The conditional update (and the
 * unique entry per ticket) let only one of two concurrent scans admit; the other is refused as used.
 * The scanning account (the partner or a receptionist) decides where it may admit; `staffVenueIds`:
 * a receptionist's assigned venues when the guard read them already (`AuthState.staffVenueIds`).
 */
export async function scanEntry(
  { db, cardKey, now, events, language }: UseCaseContext,
  account: Account,
  { staffVenueIds, ...input }: ScanRequest & { staffVenueIds?: readonly string[] | null | undefined },
): Promise<ScanResponse> {
  const actor = { ...(await scanActor(db, account, staffVenueIds)), language };
  return scanAs(db, cardKey, actor, input, now, events);
}

/**
 * The scan itself, for a given door actor (the partner, a receptionist, or a partner organisation's
 * reception at one of its venues): the venue must be the actor's partner's, and one they admit at.
 */
export async function scanAs(
  db: Database,
  cardKey: string,
  actor: ScanActor,
  input: ScanRequest,
  now: Date,
  /** says the ticket admitted its holder (the `entry.admitted` webhook of the venue's partner) */
  events: AppEvents,
): Promise<ScanResponse> {
  if (input.venueId) {
    if ((await findVenueAdmin(db, input.venueId)) !== actor.partnerId)
      throw new AppError('VENUE_NOT_MANAGED');
    if (actor.venueIds && !actor.venueIds.includes(input.venueId)) throw new AppError('VENUE_NOT_ASSIGNED');
  }
  const who = await identify(db, cardKey, actor, input.code, now);
  if ('refusal' in who) return who.refusal;
  return admitHolder(db, actor, who, input, now, events);
}

/**
 * The door's decision for a known holder (a scanned card, or the customer of a desk's own sale):
 * admits their ticket of the slot on now at this door; a repeated scan says when they came in and
 * spends nothing; a ticket of another day or time is only named (`otherTime`) until the reception
 * confirms it (`confirmTicketId`). `onlyTicketId` narrows the choice to one ticket (the desk's sale).
 */
export async function admitHolder(
  db: Database,
  actor: ScanActor,
  who: Holder,
  input: { venueId?: string | undefined; confirmTicketId?: string | undefined; onlyTicketId?: string },
  now: Date,
  events: AppEvents,
): Promise<ScanResponse> {
  const texts = doorTextsOf(actor);
  const language = actor.language ?? 'cs';
  return db.transaction(async (tx) => {
    // read before the transaction with the holder, or here: the admission's conditional update decides either way
    const candidates = (
      who.candidates ?? (await scanCandidates(tx, who.userId, now, who.guestTicketId))
    ).filter((c) => !input.onlyTicketId || c.ticket.id === input.onlyTicketId);
    // Without a venue in the request a receptionist still admits only where they are assigned;
    // a ticket elsewhere is refused as "other venue" below.
    const here = candidates.filter(
      (c) =>
        c.venueAdminId === actor.partnerId &&
        (!input.venueId || c.venueId === input.venueId) &&
        (!actor.venueIds || actor.venueIds.includes(c.venueId)),
    );
    // a company seat suspended for an unpaid invoice: its membership's entries do not admit (bought ones
    // do), so the seat is only looked up when a membership entry is among the tickets here
    const suspended =
      here.some((c) => c.ticket.source === 'CHAMPIONSHIP') && (await hasSuspendedCompanySeat(tx, who.userId));
    const ours = suspended ? here.filter((c) => c.ticket.source !== 'CHAMPIONSHIP') : here;
    const admit = async (view: Candidates[number], confirmedByReception: boolean) => {
      const result = await admitTicket(tx, view, {
        userId: who.userId,
        scannedById: actor.accountId,
        now,
        confirmedByReception,
        events,
      });
      return result.admitted
        ? { answer: admittedAnswer(texts, view, who.userName, result, now) }
        : { answer: null, failure: result };
    };

    // the reception confirmed a ticket of another day or time that an earlier scan named
    if (input.confirmTicketId) {
      const confirmed = ours.find((c) => c.ticket.id === input.confirmTicketId);
      if (!confirmed) return refuse(texts, 'no_entry', who.userName);
      const { answer, failure } = await admit(confirmed, true);
      if (answer) return answer;
      if (failure.lostRace) return refuse(texts, 'already_used', who.userName, texts.door.USED_JUST_NOW);
      const reason = failure.admission.admissible ? 'already_used' : failure.admission.reason;
      return refuse(texts, reason, who.userName, explain(confirmed, reason, now, language));
    }

    // a repeated scan: the person is already in for what is on now, and nothing more is spent
    const alreadyIn = here.find((c) => admittedForNow(doorTicketOf(c), now));
    if (alreadyIn?.ticket.usedAt)
      return alreadyAdmitted(texts, alreadyIn.ticket.usedAt, who.userName, language);

    const heldBack =
      suspended &&
      here.some((c) => c.ticket.source === 'CHAMPIONSHIP' && doorVerdictOf(c, now).kind !== 'refuse');
    let lostRace = false;
    for (const view of ours.filter((c) => doorVerdictOf(c, now).kind === 'admit')) {
      const { answer, failure } = await admit(view, false);
      if (answer) return answer;
      lostRace ||= failure.lostRace;
    }
    if (lostRace) return refuse(texts, 'already_used', who.userName, texts.door.USED_JUST_NOW);
    if (heldBack) return refuse(texts, 'no_entry', who.userName, undefined, texts.companySuspended);
    // a valid ticket of another day or time: never admitted silently, the reception decides
    const otherTime = ours.find((c) => doorVerdictOf(c, now).kind === 'confirm');
    if (otherTime?.slotStartsAt) {
      return {
        ...refuse(
          texts,
          'wrong_time',
          who.userName,
          undefined,
          texts.door.otherTime(otherTime.activityName, doorDateTime(otherTime.slotStartsAt, language)),
        ),
        otherTime: {
          ticketId: otherTime.ticket.id,
          activityName: otherTime.activityName,
          venueName: otherTime.venueName,
          slotStartsAt: otherTime.slotStartsAt.toISOString(),
        },
      };
    }
    const nearest = ours[0];
    if (nearest) {
      const verdict = doorVerdictOf(nearest, now);
      const reason = verdict.kind === 'refuse' ? verdict.reason : 'already_used';
      return refuse(texts, reason, who.userName, explain(nearest, reason, now, language));
    }
    const elsewhere = candidates.find(
      (c) => !c.ticket.isUsed && !c.ticket.isCancelled && c.ticket.expiresAt > now && !c.ticket.expiredAt,
    );
    if (elsewhere) return refuse(texts, 'other_venue', who.userName, elsewhere.venueName);
    return refuse(texts, 'no_entry', who.userName);
  });
}

function doorTicketOf(view: TicketView) {
  return {
    isUsed: view.ticket.isUsed,
    usedAt: view.ticket.usedAt,
    slot:
      view.slotStartsAt && view.slotEndsAt ? { startsAt: view.slotStartsAt, endsAt: view.slotEndsAt } : null,
  };
}

function alreadyAdmitted(texts: DoorTexts, usedAt: Date, userName: string, language: Language): Refusal {
  const at = language === 'en' ? `at ${formatPragueTime(usedAt)}` : atPragueTime(usedAt);
  return {
    ...refuse(texts, 'already_used', userName, undefined, texts.door.alreadyAdmitted(at)),
    admittedAt: usedAt.toISOString(),
  };
}

function admittedAnswer(
  texts: DoorTexts,
  view: TicketView,
  userName: string,
  result: { entry: { id: string }; earning: number },
  now: Date,
): Admitted {
  const t = view.ticket;
  return {
    admitted: true,
    message: texts.door.ADMITTED,
    entryId: result.entry.id,
    ticketId: t.id,
    userName,
    activityName: view.activityName,
    optionName: view.optionName,
    venueName: view.venueName,
    slotStartsAt: view.slotStartsAt?.toISOString() ?? null,
    source: t.source,
    scannedAt: now.toISOString(),
    partnerEarning: result.earning,
  };
}

/** The partner a door account scans for: the admin themselves, or the admin of a receptionist. */
export function partnerOf(account: Account): string {
  if (account.role === 'admin') return account.id;
  if (account.role === 'staff' && account.adminId) return account.adminId;
  throw new AppError('NO_PARTNER');
}

/**
 * Who scans and where: the partner admits at all their venues; a receptionist only at the venues
 * they are assigned to, or at all of the partner's when they have no assignment.
 */
export async function scanActor(
  db: Executor,
  account: Account,
  /** the receptionist's assigned venues when known (the guard reads them with the account) */
  known?: readonly string[] | null,
): Promise<ScanActor> {
  const partnerId = partnerOf(account);
  if (account.role !== 'staff') return { accountId: account.id, partnerId, venueIds: null };
  const assigned = known ?? (await staffVenueIds(db, account.id));
  return { accountId: account.id, partnerId, venueIds: assigned.length > 0 ? assigned : null };
}
