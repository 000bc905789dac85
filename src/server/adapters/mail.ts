import { createTransport, type Transporter, type TransportOptions } from "nodemailer";
import type { Config } from "../config.ts";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import type { DB } from "../db/schema.ts";

/** A mail to send: plain text always, HTML as the richer alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (a catalog request's customer). */
  replyTo?: string | null;
}

/** How a message left: through the SMTP server, or kept in the outbox table. */
export interface SentMail {
  delivery: "smtp" | "outbox";
  /** Its row in the outbox table (every message is recorded there). */
  outboxId: number;
}

/** The message was not accepted; the message says why (the SMTP server's answer when it gave one). */
export class MailError extends Error {}

/** A message recorded in the outbox and not yet handed on: transmit() does that. */
export interface PreparedMail {
  outboxId: number;
  /** Hands the message on (to the SMTP server; the outbox adapter has nothing left to do). */
  transmit(): Promise<SentMail>;
}

/**
 * Outgoing mail (DESIGN.md: adapters). send() resolves once the message is accepted, by the
 * SMTP server or into the outbox, and throws MailError when it is not. prepare() + transmit() is
 * send() in two steps, for a caller that records the message inside its own transaction (the
 * catalog dispatcher, so a GDPR erase cannot miss it: order-dispatch.ts) and hands it on after
 * that transaction ends, never holding it open while a mail server answers.
 */
export interface MailAdapter {
  readonly delivery: "smtp" | "outbox";
  send(message: MailMessage): Promise<SentMail>;
  prepare(message: MailMessage, db: Kysely<DB>): Promise<PreparedMail>;
}

/** SMTP when SMTP_URL is set, else the outbox table. */
export function createMailAdapter(config: Pick<Config, "smtpUrl" | "mailFrom">, database: Database): MailAdapter {
  return config.smtpUrl ? new SmtpMail(database, config.smtpUrl, config.mailFrom) : new OutboxMail(database, config.mailFrom);
}

/**
 * Embedded default: the message is stored in the outbox table, unsent (sent_at null), where
 * staff read it; nothing leaves the machine. Storing it is accepting it.
 */
export class OutboxMail implements MailAdapter {
  readonly delivery = "outbox";
  constructor(
    private readonly database: Database,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    return (await this.prepare(message, this.database.db)).transmit();
  }

  async prepare(message: MailMessage, db: Kysely<DB>): Promise<PreparedMail> {
    const outboxId = await recordInOutbox(db, this.from, message);
    return { outboxId, transmit: async () => ({ delivery: this.delivery, outboxId }) };
  }
}

// A request waits for its mail to be accepted, so a silent server must not hold it for
// nodemailer's default minutes. SMTP_URL query parameters may still override these.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Production: SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@mail.example.com or
 * smtp://host:587 with STARTTLS). Each attempt is also written to the outbox table, sent or
 * with the error, so staff can see what went where.
 */
export class SmtpMail implements MailAdapter {
  readonly delivery = "smtp";
  private readonly transport: Transporter;

  constructor(
    private readonly database: Database,
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS } as TransportOptions);
  }

  async send(message: MailMessage): Promise<SentMail> {
    return (await this.prepare(message, this.database.db)).transmit();
  }

  /** Recorded unsent first; the attempt's outcome is written to that row (gone if erased meanwhile). */
  async prepare(message: MailMessage, db: Kysely<DB>): Promise<PreparedMail> {
    const outboxId = await recordInOutbox(db, this.from, message);
    return { outboxId, transmit: () => this.transmit(message, outboxId) };
  }

  private async transmit(message: MailMessage, outboxId: number): Promise<SentMail> {
    let errorMessage: string | null = null;
    try {
      const info = await this.transport.sendMail({
        from: this.from,
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      if ((info.rejected?.length ?? 0) > 0 || (info.accepted?.length ?? 0) === 0)
        errorMessage = `The mail server refused ${message.to}: ${info.response}`;
    } catch (error) {
      errorMessage = (error as Error).message || "The mail server did not accept the message.";
    }
    await this.database.db
      .updateTable("outbox")
      .set({ sent_at: errorMessage === null ? new Date() : null, error_message: errorMessage, attempts: 1 })
      .where("id", "=", outboxId)
      .execute();
    if (errorMessage !== null) throw new MailError(errorMessage);
    return { delivery: this.delivery, outboxId };
  }
}

/** The message in the outbox table, unsent (sent_at null, no attempt yet). */
async function recordInOutbox(db: Kysely<DB>, from: string, message: MailMessage): Promise<number> {
  const row = await db
    .insertInto("outbox")
    .values({
      from_address: from,
      to_address: message.to,
      reply_to: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attempts: 0,
      error_message: null,
      sent_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
