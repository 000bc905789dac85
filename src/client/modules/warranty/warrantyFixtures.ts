import type { BedModel, ContactRef, TopMattress, WarrantyContact, WarrantyRegistration } from "./warrantyTypes.ts";

/** Bed models as the demo data names them: one with a single colour (chosen at once), two with several. */
export const BED_MODELS: BedModel[] = [
  { name: "Aurora Continental", colors: [{ name: "Sand Beige" }, { name: "Midnight Blue" }, { name: "Charcoal" }] },
  { name: "Nordic Classic", colors: [{ name: "Birch White" }] },
  { name: "Solstice Adjustable", colors: [{ name: "Graphite" }, { name: "Linen" }] },
];

export const TOP_MATTRESSES: TopMattress[] = [{ name: "Cloud Latex" }, { name: "Wool Comfort" }];

export const ANNA: WarrantyContact = {
  id: 11,
  firstname: "Anna",
  lastname: "Lindqvist",
  primaryEmail: { id: 101, value: "anna.lindqvist@example.se" },
  alternativeEmails: [],
  pendingEmails: [],
  account: { username: null, isSet: false },
};

export const ANNA_REF: ContactRef = { id: ANNA.id, firstname: ANNA.firstname, lastname: ANNA.lastname, primaryEmail: ANNA.primaryEmail };

export const ANNAS_BED: WarrantyRegistration = {
  id: 501,
  bedModel: "Aurora Continental",
  bedColor: "Charcoal",
  bedTopMattressModel: "Cloud Latex",
  bedId: "AC-2024-000123",
  purchasedMonth: 3,
  purchasedYear: 2024,
  careReminders: true,
  purchaseLocation: {
    id: 1,
    name: "Vividus Store Östermalm",
    address: {
      street: "Sibyllegatan 21",
      displayAddress: "Sibyllegatan 21, 114 42 Stockholm, Sweden",
      country: { code: "SE", name: "Sweden" },
    },
  },
  createdDate: "2024-03-20T10:00:00.000Z",
  registeredTo: ANNA_REF,
  updatedAt: "2024-03-20T10:00:00.000Z",
};
