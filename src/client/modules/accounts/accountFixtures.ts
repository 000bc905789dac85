import type { Account } from "./accountTypes.ts";

/** Accounts for stories and tests, one per typical role. */
export const accounts: Account[] = [
  {
    id: 1,
    firstname: "Astrid",
    lastname: "Berg",
    email: "astrid.berg@example.com",
    permissions: ["all"],
    languagePermissions: ["all"],
    createdAt: "2025-03-02T09:00:00.000Z",
    updatedAt: "2026-10-01T09:00:00.000Z",
    groups: [],
  },
  {
    id: 2,
    firstname: "Johan",
    lastname: "Ek",
    email: "johan.ek@example.com",
    permissions: ["catalogOrder", "company", "dashboard"],
    languagePermissions: [],
    createdAt: "2025-05-12T09:00:00.000Z",
    updatedAt: "2026-09-14T09:00:00.000Z",
    groups: [{ id: 11, name: "Sweden", description: null }],
  },
  {
    id: 3,
    firstname: null,
    lastname: null,
    email: "translator@example.com",
    permissions: [],
    languagePermissions: ["sv", "nb"],
    createdAt: "2025-08-20T09:00:00.000Z",
    updatedAt: "2026-08-20T09:00:00.000Z",
    groups: [],
  },
];
