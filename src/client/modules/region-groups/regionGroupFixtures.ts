import type { RegionGroup } from "./regionGroupTypes.ts";

const sweden = { id: 1, code: "SE", name: "Sweden" };
const norway = { id: 2, code: "NO", name: "Norway" };
const denmark = { id: 3, code: "DK", name: "Denmark" };
const netherlands = { id: 4, code: "NL", name: "Netherlands" };

export const countries = [sweden, norway, denmark, netherlands, { id: 5, code: "DE", name: "Germany" }];
export const locations = [
  { id: 101, name: "Stockholm Kungsgatan" },
  { id: 102, name: "Göteborg Avenyn" },
  { id: 103, name: "Oslo Bogstadveien" },
  { id: 104, name: "Amsterdam Zuid" },
];

/** A small tree: Nordics (handling Norway and Denmark) with a Sweden sub-group, and Benelux. */
export const groupTree: RegionGroup[] = [
  {
    id: 10,
    name: "Nordics",
    description: "Sweden, Norway and Denmark",
    groupId: null,
    parentGroup: null,
    handlesCountries: [norway, denmark],
    handlesLocations: [locations[2]!],
    accounts: [{ id: 2, email: "johan.ek@example.com", firstname: "Johan", lastname: "Ek" }],
    updatedAt: "2026-10-01T00:00:00.000Z",
    childGroups: [
      {
        id: 11,
        name: "Sweden",
        description: null,
        groupId: 10,
        parentGroup: { id: 10, name: "Nordics" },
        handlesCountries: [sweden],
        handlesLocations: [locations[0]!, locations[1]!],
        accounts: [],
        updatedAt: "2026-10-01T00:00:00.000Z",
        childGroups: [],
      },
    ],
  },
  {
    id: 20,
    name: "Benelux",
    description: null,
    groupId: null,
    parentGroup: null,
    handlesCountries: [netherlands],
    handlesLocations: [locations[3]!],
    accounts: [],
    updatedAt: "2026-10-01T00:00:00.000Z",
    childGroups: [],
  },
];
