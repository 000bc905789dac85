import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, testDatabaseKinds } from "../../../tests/fixtures/databases.ts";
import { startSmtpServer, unusedSmtpUrl, type SmtpFixture } from "../../../tests/fixtures/smtp.ts";
import type { Database } from "../db/database.ts";
import { createMailAdapter, MailError, OutboxMail, SmtpMail } from "./mail.ts";

const FROM = "Back-office <no-reply@backoffice.test>";
const message = {
  to: "store@example.test",
  subject: "Katalogbeställning #1 från Åsa Öberg",
  text: "Hej,\n\nSkicka katalogen till Åsa.\n" + "En lång rad ".repeat(20),
  html: "<p>Hej</p>",
  replyTo: "asa@example.test",
};

describe.each(testDatabaseKinds)("mail adapter on %s", (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let smtp: SmtpFixture;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(kind));
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await drop?.();
  });

  const outboxRow = (id: number) => database.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("keeps mail in the outbox table when no SMTP server is configured", async () => {
    const mail = createMailAdapter({ smtpUrl: undefined, mailFrom: FROM }, database);
    expect(mail).toBeInstanceOf(OutboxMail);
    const sent = await mail.send(message);
    expect(sent.delivery).toBe("outbox");
    expect(await outboxRow(sent.outboxId)).toMatchObject({
      from_address: FROM,
      to_address: "store@example.test",
      reply_to: "asa@example.test",
      subject: message.subject,
      text: message.text,
      html: "<p>Hej</p>",
      sent_at: null,
      error_message: null,
      attempts: 0,
    });
  });

  it("sends through SMTP and records the sent mail", async () => {
    const mail = createMailAdapter({ smtpUrl: smtp.url, mailFrom: FROM }, database);
    expect(mail).toBeInstanceOf(SmtpMail);
    const before = smtp.received.length;
    const sent = await mail.send(message);
    expect(sent.delivery).toBe("smtp");
    const got = smtp.received.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      envelopeFrom: "no-reply@backoffice.test",
      envelopeTo: ["store@example.test"],
      subject: message.subject,
      html: "<p>Hej</p>",
    });
    expect(got[0]!.text).toBe(message.text);
    expect(got[0]!.headers["reply-to"]).toBe("asa@example.test");
    const row = await outboxRow(sent.outboxId);
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 1, error_message: null });
  });

  it("throws the server's refusal and records it", async () => {
    smtp.rejectRecipients.add("gone@example.test");
    const mail = new SmtpMail(database, smtp.url, FROM);
    const error = await mail.send({ ...message, to: "gone@example.test" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    expect((error as Error).message).toMatch(/550.*mailbox unavailable/);
    const row = await database.db.selectFrom("outbox").selectAll().where("to_address", "=", "gone@example.test").executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(row.error_message).toMatch(/550/);
  });

  it("throws when the mail server cannot be reached", async () => {
    const mail = new SmtpMail(database, await unusedSmtpUrl(), FROM);
    const error = await mail.send({ ...message, to: "down@example.test" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
  });
});
