import { http, HttpResponse } from "msw";
import { ANNA_ORDERS, CONTACT_COUNTRIES, CONTACTS } from "./contactFixtures.ts";
import type { Contact, ContactInput } from "./contactTypes.ts";

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

/** Usernames the mock portal has accounts for. */
export const TAKEN_USERNAMES = ["jan@example.nl", "taken@example.se"];
/** Addresses belonging to a contact outside the fixtures (a 409 when given to another). */
export const FOREIGN_EMAILS = ["other.person@example.se"];

/**
 * The contact calls answered from an in-memory copy of the fixtures, so a write shows in the
 * next read: the page, one contact, create and update (409 for another contact's address, the
 * concurrency token), the e-mail calls, the portal account and its check, catalog orders, the
 * countries and the GDPR erase.
 */
export function contactHandlers() {
  const contacts = new Map<number, Contact>(CONTACTS.map((c) => [c.id, structuredClone(c)]));
  let nextId = 100;
  const stamp = () => new Date(Date.UTC(2026, 10, 25, 12, 0, nextId++)).toISOString();
  const allEmails = (except?: number) =>
    [...contacts.values()]
      .filter((c) => c.id !== except)
      .flatMap((c) => [c.primaryEmail?.value, ...c.alternativeEmails.map((e) => e.value), ...c.pendingEmails.map((e) => e.value)])
      .filter(Boolean)
      .map((v) => v!.toLowerCase())
      .concat(FOREIGN_EMAILS);
  const taken = (input: ContactInput, except?: number) => {
    const others = allEmails(except);
    const fields: Record<string, string> = {};
    if (input.primaryEmail && others.includes(input.primaryEmail.value.toLowerCase()))
      fields["primaryEmail.value"] = "belongs to another contact";
    input.alternativeEmails?.forEach((e, i) => {
      if (others.includes(e.value.toLowerCase())) fields[`alternativeEmails.${i}.value`] = "belongs to another contact";
    });
    return Object.keys(fields).length > 0 ? refusal(409, "CONFLICT", "An e-mail address belongs to another contact.", fields) : null;
  };
  const fromInput = (input: ContactInput, base: Contact): Contact => ({
    ...base,
    firstname: input.firstname ?? null,
    lastname: input.lastname ?? null,
    employer: input.employer ?? null,
    telephone: input.telephone ?? null,
    mobilePhone: input.mobilePhone ?? null,
    primaryEmail: input.primaryEmail ? { id: base.primaryEmail?.id ?? nextId++, value: input.primaryEmail.value } : null,
    alternativeEmails: (input.alternativeEmails ?? []).map((e) => ({ id: e.id ?? nextId++, value: e.value })),
    updatedAt: stamp(),
  });

  return [
    http.get("*/rest/contact/contacts", ({ request }) => {
      const url = new URL(request.url);
      const search = (url.searchParams.get("search") ?? "").toLowerCase();
      const direction = url.searchParams.get("direction") === "desc" ? -1 : 1;
      const list = [...contacts.values()]
        .filter((c) => !search || `${c.firstname} ${c.lastname} ${c.primaryEmail?.value}`.toLowerCase().includes(search))
        .sort((a, b) => (a.lastname ?? "").localeCompare(b.lastname ?? "") * direction);
      return HttpResponse.json({
        list,
        total: list.length,
        totalIsEstimate: false,
        filterable: {},
        nextCursor: null,
        previousCursor: null,
      });
    }),
    http.get("*/rest/contact/contacts/:id", ({ params }) => {
      const contact = contacts.get(Number(params.id));
      return contact ? HttpResponse.json(contact) : refusal(404, "NOT_FOUND", "No such contact.");
    }),
    http.post("*/rest/contact/contacts", async ({ request }) => {
      const input = (await request.json()) as ContactInput;
      const conflict = taken(input);
      if (conflict) return conflict;
      const id = nextId++;
      const created = fromInput(input, { ...CONTACTS[1]!, id, account: { isSet: false, username: null }, createdAt: stamp() });
      contacts.set(id, created);
      return HttpResponse.json(created);
    }),
    http.put("*/rest/contact/contacts/:id", async ({ params, request }) => {
      const stored = contacts.get(Number(params.id));
      if (!stored) return refusal(404, "NOT_FOUND", "No such contact.");
      const input = (await request.json()) as ContactInput;
      if (input.updatedAt !== stored.updatedAt) return refusal(409, "CONFLICT", "The contact changed.", { updatedAt: "is stale" });
      const conflict = taken(input, stored.id);
      if (conflict) return conflict;
      const saved = fromInput(input, stored);
      contacts.set(stored.id, saved);
      return HttpResponse.json(saved);
    }),
    http.post("*/rest/contact/contacts/:id/emails/set-primary", async ({ params, request }) => {
      const stored = contacts.get(Number(params.id))!;
      const { email } = (await request.json()) as { email: string };
      const chosen = stored.alternativeEmails.find((e) => e.value === email);
      if (!chosen) return refusal(404, "NOT_FOUND", "No such alternative.");
      const swapped: Contact = {
        ...stored,
        primaryEmail: chosen,
        alternativeEmails: [...stored.alternativeEmails.filter((e) => e !== chosen), ...(stored.primaryEmail ? [stored.primaryEmail] : [])],
        updatedAt: stamp(),
      };
      contacts.set(stored.id, swapped);
      return HttpResponse.json(swapped);
    }),
    http.post("*/rest/contact/contacts/:id/emails", async ({ params, request }) => {
      const stored = contacts.get(Number(params.id))!;
      const { email } = (await request.json()) as { email: string };
      if (allEmails().includes(email.toLowerCase()))
        return refusal(409, "CONFLICT", "The address belongs to a contact.", { email: "is taken" });
      const added = { id: nextId++, value: email };
      contacts.set(stored.id, { ...stored, alternativeEmails: [...stored.alternativeEmails, added], updatedAt: stamp() });
      return HttpResponse.json({ email: added });
    }),
    http.delete("*/rest/contact/contacts/:id/emails", async ({ params, request }) => {
      const stored = contacts.get(Number(params.id))!;
      const { email } = (await request.json()) as { email: string };
      const changed: Contact = {
        ...stored,
        alternativeEmails: stored.alternativeEmails.filter((e) => e.value !== email),
        pendingEmails: stored.pendingEmails.filter((e) => e.value !== email),
        updatedAt: stamp(),
      };
      contacts.set(stored.id, changed);
      return HttpResponse.json(changed);
    }),
    http.get("*/rest/contact/account-exists", ({ request }) => {
      const username = new URL(request.url).searchParams.get("username") ?? "";
      return HttpResponse.json({ accountExist: TAKEN_USERNAMES.includes(username.toLowerCase()) });
    }),
    http.post("*/rest/contact/contacts/:id/account", async ({ params, request }) => {
      const stored = contacts.get(Number(params.id))!;
      const { username } = (await request.json()) as { username: string };
      if (TAKEN_USERNAMES.includes(username.toLowerCase()))
        return refusal(409, "CONFLICT", "A portal account with this username exists.", { username: "is taken" });
      const account = { isSet: true, username };
      contacts.set(stored.id, { ...stored, account });
      return HttpResponse.json(account);
    }),
    http.get("*/rest/catalog/catalog-orders", ({ request }) => {
      const contactId = Number(new URL(request.url).searchParams.get("contactId"));
      return HttpResponse.json(ANNA_ORDERS.filter((order) => order.contactId === contactId));
    }),
    http.get("*/rest/location/countries", () => HttpResponse.json(CONTACT_COUNTRIES)),
    http.post("*/gdpr/flush/contact", async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      if (!contacts.delete(id)) return refusal(404, "NOT_FOUND", "No such contact.");
      return HttpResponse.json({ success: true });
    }),
  ];
}

/** Every call of a contact fails as a server error would. */
export function failingContactHandlers() {
  const failure = () => refusal(500, "INTERNAL", "Internal error");
  return [
    http.get("*/rest/contact/contacts", failure),
    http.get("*/rest/contact/contacts/:id", failure),
    http.get("*/rest/contact/account-exists", failure),
    http.post("*/rest/contact/contacts/:id/emails", () =>
      refusal(409, "CONFLICT", "The address belongs to a contact.", { email: "is taken" }),
    ),
    http.post("*/gdpr/flush/contact", failure),
  ];
}
