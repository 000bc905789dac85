import { delay, http, HttpResponse } from "msw";
import { CATALOG_LOCATIONS } from "../catalog/catalogFixtures.ts";
import { contactName } from "./contactName.ts";
import { ANNA, ANNAS_BED, BED_MODELS, TOP_MATTRESSES } from "./warrantyFixtures.ts";
import type { ContactInput, WarrantyContact, WarrantyRegistration, WarrantyRegistrationInput } from "./warrantyTypes.ts";

const ERIK: WarrantyContact = {
  ...ANNA,
  id: 12,
  firstname: "Erik",
  lastname: "Berg",
  primaryEmail: { id: 102, value: "erik.berg@example.se" },
};

const notFound = () => HttpResponse.json({ error: { code: "NOT_FOUND", message: "Not found." } }, { status: 404 });

/**
 * msw handlers answering the warranty calls from memory, as the server would (stories and
 * tests): a registration saved shows in the lists read after it; a bed id is taken
 * case-insensitively.
 */
export function warrantyHandlers(options: { registrations?: WarrantyRegistration[]; saveDelay?: number } = {}) {
  const registrations = [...(options.registrations ?? [ANNAS_BED])];
  const contacts: WarrantyContact[] = [ANNA, ERIK];
  let nextId = 900;
  const refOf = (id: number) => {
    const contact = contacts.find((c) => c.id === id);
    return contact && { id: contact.id, firstname: contact.firstname, lastname: contact.lastname, primaryEmail: contact.primaryEmail };
  };
  const saved = (input: WarrantyRegistrationInput, id: number, contactId: number, createdDate: string): WarrantyRegistration => {
    const location = CATALOG_LOCATIONS.find((l) => l.id === input.purchaseLocation?.id);
    return {
      id,
      bedModel: input.bedModel,
      bedColor: input.bedColor ?? null,
      bedTopMattressModel: input.bedTopMattressModel ?? null,
      bedId: input.bedId,
      purchasedYear: input.purchasedYear,
      purchasedMonth: input.purchasedMonth,
      careReminders: input.careReminders ?? false,
      purchaseLocation: location ? { id: location.id, name: location.name, address: location.address } : null,
      createdDate,
      registeredTo: refOf(contactId) ?? null,
      updatedAt: new Date().toISOString(),
    };
  };
  const isTaken = (bedId: string, exceptId?: number) =>
    registrations.some((r) => r.id !== exceptId && r.bedId.toLowerCase() === bedId.trim().toLowerCase());
  const bedIdTaken = () =>
    HttpResponse.json(
      { error: { code: "CONFLICT", message: "This bed id is already registered.", fields: { bedId: "is already registered" } } },
      { status: 409 },
    );

  return [
    http.get("*/rest/product/products/bed-models", () => HttpResponse.json(BED_MODELS)),
    http.get("*/rest/product/products/top-mattresses", () => HttpResponse.json(TOP_MATTRESSES)),
    http.get("*/rest/company/locations", () => HttpResponse.json(CATALOG_LOCATIONS)),
    http.get("*/warranty/data/warranty/search-contact", ({ request }) => {
      const text = (new URL(request.url).searchParams.get("search") ?? "").toLowerCase();
      return HttpResponse.json(contacts.filter((c) => `${contactName(c)} ${c.primaryEmail?.value}`.toLowerCase().includes(text)));
    }),
    http.get("*/warranty/data/warranty/index", ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get("id"));
      const registration = registrations.find((r) => r.id === id);
      return registration ? HttpResponse.json(registration) : notFound();
    }),
    http.get("*/warranty/data/warranty/get-paged-list", () =>
      HttpResponse.json({
        list: registrations,
        total: registrations.length,
        totalIsEstimate: false,
        filterable: {},
        nextCursor: null,
        previousCursor: null,
      }),
    ),
    http.get("*/rest/contact/contacts/:id/warranty-registrations/bed-id-unique-check", ({ request }) =>
      HttpResponse.json({ isUnique: !isTaken(new URL(request.url).searchParams.get("bedId") ?? "") }),
    ),
    http.get("*/rest/contact/contacts/:id/warranty-registrations", ({ params }) =>
      HttpResponse.json(registrations.filter((r) => r.registeredTo?.id === Number(params.id))),
    ),
    http.post("*/rest/contact/contacts/:id/warranty-registrations", async ({ request, params }) => {
      await delay(options.saveDelay ?? 0);
      const input = (await request.json()) as WarrantyRegistrationInput;
      if (isTaken(input.bedId)) return bedIdTaken();
      const registration = saved(input, nextId++, Number(params.id), new Date().toISOString());
      registrations.unshift(registration);
      return HttpResponse.json(registration);
    }),
    http.put("*/rest/contact/contacts/:id/warranty-registrations/:registrationId", async ({ request, params }) => {
      await delay(options.saveDelay ?? 0);
      const input = (await request.json()) as WarrantyRegistrationInput;
      const index = registrations.findIndex((r) => r.id === Number(params.registrationId));
      if (index < 0) return notFound();
      if (isTaken(input.bedId, registrations[index]!.id)) return bedIdTaken();
      const registration = saved(input, registrations[index]!.id, Number(params.id), registrations[index]!.createdDate);
      registrations[index] = registration;
      return HttpResponse.json(registration);
    }),
    http.post("*/rest/contact/contacts", async ({ request }) => {
      const input = (await request.json()) as ContactInput;
      const contact: WarrantyContact = {
        ...ERIK,
        id: 100 + contacts.length,
        firstname: input.firstname ?? null,
        lastname: input.lastname ?? null,
        primaryEmail: input.primaryEmail ? { id: 300 + contacts.length, value: input.primaryEmail.value } : null,
      };
      contacts.push(contact);
      return HttpResponse.json(contact);
    }),
  ];
}

/** The server refuses every registration save with field errors (400). */
export const refusingSaveHandlers = [
  http.post("*/rest/contact/contacts/:id/warranty-registrations", () =>
    HttpResponse.json(
      {
        error: {
          code: "VALIDATION",
          message: "Invalid registration: bedColor, purchasedMonth.",
          fields: { bedColor: "is not a colour of Nordic Classic", purchasedMonth: "must not lie in the future" },
        },
      },
      { status: 400 },
    ),
  ),
];

/** The contact finder's search fails (503). */
export const failingSearchHandlers = [
  http.get("*/warranty/data/warranty/search-contact", () =>
    HttpResponse.json({ error: { code: "DB_BUSY", message: "Busy." } }, { status: 503 }),
  ),
];
