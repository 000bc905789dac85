import type { Contact, ContactCatalogOrder } from "./contactTypes.ts";

/** A contact with a primary, an alternative and a pending e-mail, no portal account. */
export const ANNA: Contact = {
  id: 7,
  firstname: "Anna",
  lastname: "Berglund",
  primaryEmail: { id: 71, value: "anna.berglund@example.se" },
  alternativeEmails: [{ id: 72, value: "anna@work.example.se" }],
  pendingEmails: [{ id: 73, value: "anna.new@example.se" }],
  employer: "Sängverket AB",
  address: {
    id: 700,
    street: "Storgatan 1",
    zipCode: "731 30",
    city: "Köping",
    city2: null,
    country: { id: 1, code: "SE", name: "Sweden" },
    latitude: null,
    longitude: null,
    displayAddress: "Storgatan 1, 731 30 Köping, Sweden",
  },
  telephone: "0221-123 45",
  mobilePhone: "070-123 45 67",
  account: { isSet: false, username: null },
  createdAt: "2026-10-01T08:00:00.000Z",
  updatedAt: "2026-11-20T09:30:00.000Z",
};

/** A contact with a portal account. */
export const JAN: Contact = {
  id: 8,
  firstname: "Jan",
  lastname: "de Vries",
  primaryEmail: { id: 81, value: "jan@example.nl" },
  alternativeEmails: [],
  pendingEmails: [],
  employer: null,
  address: null,
  telephone: null,
  mobilePhone: null,
  account: { isSet: true, username: "jan@example.nl" },
  createdAt: "2026-09-01T08:00:00.000Z",
  updatedAt: "2026-09-01T08:00:00.000Z",
};

export const CONTACTS: readonly Contact[] = [ANNA, JAN];

/** Anna's catalog requests: one delivered, one unmatched. */
export const ANNA_ORDERS: readonly ContactCatalogOrder[] = [
  {
    id: 501,
    firstname: "Anna",
    lastname: "Berglund",
    email: "anna.berglund@example.se",
    phone: null,
    street: "Storgatan 1",
    apartmentNumber: null,
    region: null,
    city: "Köping",
    zipCode: "731 30",
    country: "SE",
    createdDate: "2026-11-02T10:15:00.000Z",
    offers: [],
    status: { id: 4, code: "delivered", name: "Delivered", sortOrder: 4 },
    locationNotifiedAt: "2026-11-02T10:16:00.000Z",
    locationNotifiedToEmail: "store@example.se",
    locationNotifiedByMatchType: "zipCode",
    notifiedLocation: null,
    errorMessage: null,
    contactId: 7,
    updatedAt: "2026-11-02T10:16:00.000Z",
  },
  {
    id: 502,
    firstname: "Anna",
    lastname: "Berglund",
    email: "anna.berglund@example.se",
    phone: null,
    street: "Storgatan 1",
    apartmentNumber: null,
    region: null,
    city: "Köping",
    zipCode: "731 30",
    country: "SE",
    createdDate: "2026-10-12T07:00:00.000Z",
    offers: [],
    status: { id: 3, code: "failed", name: "Unmatched/Retry", sortOrder: 3 },
    locationNotifiedAt: null,
    locationNotifiedToEmail: null,
    locationNotifiedByMatchType: null,
    notifiedLocation: null,
    errorMessage: "No rule matched",
    contactId: 7,
    updatedAt: "2026-10-12T07:00:00.000Z",
  },
];

export const CONTACT_COUNTRIES = [
  { id: 1, code: "SE", name: "Sweden", nameSv: "Sverige" },
  { id: 2, code: "NL", name: "Netherlands", nameSv: "Nederländerna" },
];
