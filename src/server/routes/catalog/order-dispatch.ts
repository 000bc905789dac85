import { sql, type Kysely, type UpdateObject } from "kysely";
import type { MailAdapter } from "../../adapters/mail.ts";
import type { CatalogMatchType, CatalogOrderStatusCode, DB } from "../../db/schema.ts";
import { catalogRequestMail, mailLanguageFor } from "../../domain/catalog-mail.ts";
import { chooseRoute, matchRoutingRules } from "../../domain/catalog-routing.ts";
import { ORDER_CONTACT_COLUMNS } from "./order-mapper.ts";
import { STATUS_IDS } from "./order-list-query.ts";
import { loadRoutingCandidates } from "./routing-candidates.ts";

/** Where one request goes: an e-mail address, the store behind it (null: a fallback address), and why. */
export interface Delivery {
  email: string;
  location: { id: number; name: string; countryCode: string | null } | null;
  matchType: CatalogMatchType;
}

const MAX_ERROR_LENGTH = 2000;
// Sends of one send-multiple call in flight at once: enough to hide mail-server latency,
// few enough not to look like a flood to it.
const SEND_CONCURRENCY = 4;

/**
 * Hands catalog requests to stores (DESIGN.md "Routing of catalog requests"). A request moves
 * new -> pending (being sent) -> delivered once the mail is accepted, or -> failed
 * ('Unmatched/Retry') with errorMessage when nothing matches or the mail is refused. Each step
 * is committed on its own, so a request caught mid-send shows as pending, never as sent.
 */
export class CatalogDispatcher {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly mail: MailAdapter,
  ) {}

  /** Routes a request that just arrived and e-mails it to the store the rules choose. */
  async routeOnArrival(orderId: number): Promise<void> {
    const order = await loadMailOrder(this.db, orderId);
    if (!order) return;
    if (!order.country) return this.fail(orderId, "The request has no country, so no routing rule can match it.");
    const rules = matchRoutingRules(
      await loadRoutingCandidates(this.db, { country: order.country, zipCode: order.zip_code, region: order.region }),
    );
    const route = chooseRoute(rules);
    if (!route) {
      const reason =
        rules.length > 0
          ? "the matching stores have no e-mail address"
          : "no active store that takes catalog requests handles its zip code, region or country, and the country has no fallback e-mail";
      return this.fail(orderId, `No routing rule matches ${describeAddress(order)}: ${reason}.`);
    }
    await this.deliver(order, {
      // chooseRoute only picks rules with an address.
      email: route.email!,
      location: route.location ? { id: route.location.id, name: route.location.name, countryCode: route.location.countryCode } : null,
      matchType: route.matchType,
    });
  }

  /** Sends each request to its chosen store (match type manual), a few at a time. */
  async sendManually(
    sends: readonly { orderId: number; location: { id: number; name: string; email: string | null; countryCode: string | null } }[],
  ): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < sends.length) {
        const { orderId, location } = sends[next++]!;
        const order = await loadMailOrder(this.db, orderId);
        if (!order) continue;
        const email = location.email?.trim() || null;
        if (!email) {
          await this.fail(orderId, `${location.name} has no e-mail address to send the request to.`);
          continue;
        }
        await this.deliver(order, { email, location, matchType: "manual" });
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, sends.length) }, worker));
  }

  /**
   * Composes the mail from the request as it stands under a row lock and records it in the
   * outbox in the same short transaction, then hands it on. An erase of the customer's personal
   * data (gdprContacts/personal-erase.ts) updates this row too, so either it waits until the mail
   * is recorded and then deletes it with the rest, or it cleared the request first and nothing of
   * the person is sent: the mail is never composed from a copy read before an erase.
   */
  private async deliver(order: MailOrderRow, delivery: Delivery): Promise<void> {
    await this.setStatus(order.id, "pending", { error_message: null });
    const prepared = await this.db.transaction().execute(async (trx) => {
      const current = await loadMailOrder(trx, order.id, { lock: true });
      if (!current) return undefined;
      if (isErased(current)) return ERASED_BEFORE_SENDING;
      const mail = this.compose(current, delivery);
      return this.mail.prepare({ to: delivery.email, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo }, trx);
    });
    if (prepared === undefined) return;
    if (typeof prepared === "string") return this.fail(order.id, prepared);
    try {
      await prepared.transmit();
    } catch (error) {
      return this.fail(order.id, `Sending to ${delivery.email} failed: ${(error as Error).message}`);
    }
    await this.setStatus(order.id, "delivered", {
      location_notified_at: sql<Date>`now()`,
      location_notified_to_email: delivery.email,
      location_notified_by_match_type: delivery.matchType,
      notified_location_id: delivery.location?.id ?? null,
      error_message: null,
    });
  }

  private compose(order: MailOrderRow, delivery: Delivery) {
    const language = mailLanguageFor(delivery.location ? delivery.location.countryCode : order.country);
    return catalogRequestMail(
      {
        id: order.id,
        firstname: order.firstname,
        lastname: order.lastname,
        email: order.email,
        phone: order.phone,
        street: order.street,
        apartmentNumber: order.apartment_number,
        region: order.region,
        city: order.city,
        zipCode: order.zip_code,
        country: order.country,
        countryName: (language === "sv" ? order.country_name_sv : null) ?? order.country_name,
        offers: order.offers,
        createdDate: new Date(order.created_date),
      },
      delivery.location?.name ?? null,
      delivery.matchType,
      language,
    );
  }

  /** Failed ('Unmatched/Retry'): the last delivery that did happen, if any, stays on record. */
  private fail(orderId: number, message: string): Promise<void> {
    return this.setStatus(orderId, "failed", { error_message: message.slice(0, MAX_ERROR_LENGTH) });
  }

  private async setStatus(orderId: number, code: CatalogOrderStatusCode, fields: UpdateObject<DB, "catalog_orders">): Promise<void> {
    await this.db
      .updateTable("catalog_orders")
      .set({
        ...fields,
        status_id: STATUS_IDS[code],
        updated_at: sql`now()`,
      })
      .where("id", "=", orderId)
      .execute();
  }
}

/** What the mail needs of a request, with its country's names; `lock`: the request's row share-locked until the transaction ends. */
function loadMailOrder(db: Kysely<DB>, orderId: number, { lock = false } = {}) {
  const query = db
    .selectFrom("catalog_orders as o")
    .leftJoin("countries as k", "k.code", "o.country")
    .select([...ORDER_CONTACT_COLUMNS, "o.created_date", "k.name as country_name", "k.name_sv as country_name_sv"])
    .where("o.id", "=", orderId);
  return (lock ? query.forShare("o") : query).executeTakeFirst();
}

const ERASED_BEFORE_SENDING =
  "The customer's personal data was erased before the request was sent, so there is nobody to send a catalog to.";

/** A request whose customer was erased (personal-erase.ts clears names, e-mail, phone and street). */
function isErased(order: Pick<MailOrderRow, "firstname" | "lastname" | "email" | "phone" | "street">): boolean {
  return !order.firstname && !order.lastname && !order.email && !order.phone && !order.street;
}

type MailOrderRow = NonNullable<Awaited<ReturnType<typeof loadMailOrder>>>;

function describeAddress(order: Pick<MailOrderRow, "zip_code" | "city" | "region" | "country">): string {
  const place = [order.zip_code, order.city].filter(Boolean).join(" ");
  return [place, order.region, order.country].filter(Boolean).join(", ");
}
