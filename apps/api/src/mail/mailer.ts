import { DEFAULT_LANGUAGE, type Language } from '@champions/domain';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Executor } from '../db/client.ts';
import { afterAnswer } from '../shared/after-answer.ts';
import { type BilingualMail, isBilingual, type MailContent } from './compose.ts';
import {
  claimOutboxMessages,
  deleteDecoy,
  insertOutboxMessage,
  markOutboxFailed,
  markOutboxLogged,
  markOutboxSent,
  type OutboxRow,
  selectRecipientLanguage,
} from './outbox-repository.ts';

/** A document attached to a mail, by reference: rendered when the mail is delivered or downloaded. */
export interface MailAttachmentRef {
  /** e.g. 'receipt' (id = payment id), 'entry_ics' (id = ticket id), 'contract' (id = subscription id) */
  kind: string;
  id: string;
}

export interface RenderedAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

/** Renders one kind of attachment; null when the document no longer exists (the mail goes without it). */
export type AttachmentRenderer = (id: string) => Promise<RenderedAttachment | null>;

export interface SendOptions {
  /** one mail per event: a second send with the same key queues nothing */
  dedupeKey?: string | undefined;
  attachments?: MailAttachmentRef[] | undefined;
  /**
   * the language of a bilingual mail for a recipient without an account (e.g. a gift voucher's
   * recipient gets the buyer's); without it the language of the account the address belongs to, else Czech
   */
  language?: Language | undefined;
  /** the language when the address has no account (e.g. a voucher's recipient gets the buyer's) */
  fallbackLanguage?: Language | undefined;
}

export interface Mailer {
  /**
   * Queues the message in the outbox and returns; delivery runs after the request, never inside it,
   * so an answer takes the same time whether or not a mail was sent (no account enumeration by timing).
   * Given the caller's transaction, the message is queued in it: it exists only if that commits. The
   * step after the answer delivers it only once it is committed (a row not yet committed is not seen;
   * the mail job delivers it then), and never one that rolled back.
   */
  send(
    to: string,
    template: string,
    /** one language, or both (templates made with `bilingual`): then the recipient's language is sent */
    content: MailContent | BilingualMail,
    executor?: Executor,
    options?: SendOptions,
  ): Promise<void>;
  /** Registers how one kind of attachment is rendered (once per kind). */
  registerAttachment(kind: string, renderer: AttachmentRenderer): void;
  /** Renders an attachment reference (delivery; the local mailbox's download links). */
  renderAttachment(ref: MailAttachmentRef): Promise<RenderedAttachment | null>;
  /**
   * Does the work of send() for a message that goes to nobody: the same outbox insert now and a step
   * of its own after the answer. The row is a 'decoy', which no delivery claims, and that step deletes
   * it. For answers that must take as long when there is nobody to write to as when there is.
   */
  sendNowhere(template: string, content: MailContent | BilingualMail): Promise<void>;
  /** Delivers queued and failed messages (the scheduler's mail job; also started after every send). */
  retryPending(): Promise<number>;
  /** Resolves when no step started by send() or sendNowhere() is still running (tests, shutdown). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const MAX_ATTEMPTS = 5;
/** a message claimed by an instance that died is picked up again after this */
const STALE_CLAIM = '10 minutes';
/** how long to wait between looks for a message whose transaction has not committed yet (about 3 s in all) */
const COMMIT_WAITS_MS = [20, 50, 100, 200, 400, 800, 1500];

export function createMailer(options: {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl?: string | undefined;
  from: string;
}): Mailer {
  const { db, log } = options;
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const inFlight = new Set<Promise<unknown>>();
  const renderers = new Map<string, AttachmentRenderer>();

  async function renderAttachment(ref: MailAttachmentRef): Promise<RenderedAttachment | null> {
    const renderer = renderers.get(ref.kind);
    return renderer ? renderer(ref.id) : null;
  }

  /** Claims due messages atomically (FOR UPDATE SKIP LOCKED), so two instances never send one twice. */
  async function claim(onlyId?: string): Promise<OutboxRow[]> {
    return claimOutboxMessages(db, { onlyId, maxAttempts: MAX_ATTEMPTS, staleClaim: STALE_CLAIM });
  }

  async function deliver(message: OutboxRow): Promise<void> {
    if (!transport) {
      // Development without SMTP: the message stays readable in the outbox; the log never shows its link.
      log.info({ to: message.to, template: message.template }, 'e-mail kept in the outbox (no SMTP_URL)');
      await markOutboxLogged(db, message.id);
      return;
    }
    try {
      const attachments = [];
      for (const ref of message.attachments ?? []) {
        const file = await renderAttachment(ref);
        if (file) attachments.push(file);
      }
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments,
      });
      // Sent: the body (with its live link) is dropped; the row stays as a record of what was sent when.
      await markOutboxSent(db, message.id);
    } catch (error) {
      log.warn({ to: message.to, template: message.template }, 'e-mail delivery failed; will retry');
      await markOutboxFailed(db, message.id, {
        error: String(error).slice(0, 500),
        maxAttempts: MAX_ATTEMPTS,
      });
    }
  }

  async function deliverClaimed(onlyId?: string): Promise<number> {
    const claimed = await claim(onlyId);
    for (const message of claimed) await deliver(message);
    return claimed.length;
  }

  const track = (work: Promise<unknown>) => {
    const guarded = work.catch((error) =>
      log.error({ err: { message: String(error).split('\nparams:')[0] } }, 'e-mail queue failed'),
    );
    inFlight.add(guarded);
    void guarded.finally(() => inFlight.delete(guarded));
  };

  /** One outbox row, and `then` with its id after the answer (shared/after-answer.ts; in a job, the next turn of the event loop). */
  async function queue(
    row: { to: string; template: string; content: MailContent | BilingualMail; status: 'pending' | 'decoy' },
    then: (id: string) => Promise<unknown>,
    executor: Executor = db,
    sendOptions: SendOptions = {},
  ) {
    // a bilingual mail in the recipient's language: the one named, else their account's (looked up
    // for a decoy too, so that an answer takes as long either way)
    const content = isBilingual(row.content)
      ? row.content[
          sendOptions.language ??
            (await selectRecipientLanguage(executor, row.to)) ??
            sendOptions.fallbackLanguage ??
            DEFAULT_LANGUAGE
        ]
      : row.content;
    const queuedId = await insertOutboxMessage(executor, {
      to: row.to,
      template: row.template,
      subject: content.subject,
      text: content.text,
      html: content.html,
      status: row.status,
      dedupeKey: sendOptions.dedupeKey ?? null,
      attachments: sendOptions.attachments ?? [],
    });
    // already queued for this event: the first message is the one delivered
    if (queuedId === null) return;
    track(new Promise<void>((resolve) => afterAnswer(resolve)).then(() => then(queuedId)));
  }

  /**
   * Delivers one message queued in a caller's transaction. After a request's answer that transaction has
   * committed; a job's step may run before it commits (another connection of the pool does not see the row yet), so
   * it looks again a few times, soon, before leaving it to the mail job; a rolled-back row never shows.
   */
  async function deliverCommitted(id: string): Promise<void> {
    if ((await deliverClaimed(id)) > 0) return;
    for (const wait of COMMIT_WAITS_MS) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      if ((await deliverClaimed(id)) > 0) return;
    }
  }

  return {
    send: (to, template, content, executor, sendOptions) =>
      queue(
        { to, template, content, status: 'pending' },
        (id) => (executor && executor !== db ? deliverCommitted(id) : deliverClaimed(id)),
        executor,
        sendOptions,
      ),
    registerAttachment(kind, renderer) {
      if (renderers.has(kind)) throw new Error(`an attachment renderer for '${kind}' is already registered`);
      renderers.set(kind, renderer);
    },
    renderAttachment,
    sendNowhere: (template, content) =>
      queue({ to: '', template, content, status: 'decoy' }, (id) => deleteDecoy(db, id)),
    retryPending: () => deliverClaimed(),
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      await Promise.all([...inFlight]);
      transport?.close();
    },
  };
}
