import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { invalidateAfter, invalidateResourceOf, isWriteOperation } from "./invalidation.ts";
import { readKey, type ReadInit } from "./queryKeys.ts";
import { idParamOf, resourceOf, roleIn } from "./resourcePaths.ts";

describe("resources from the contract's paths", () => {
  it("names a path's resource by its leading segments, before the first parameter", () => {
    expect(resourceOf("/rest/admin/accounts")).toBe("/rest/admin/accounts");
    expect(resourceOf("/rest/admin/accounts/{id}")).toBe("/rest/admin/accounts");
    expect(resourceOf("/rest/admin/accounts/{accountId}/portal-account")).toBe("/rest/admin/accounts");
    expect(resourceOf("/rest/company/locations/partner-pages/{id}")).toBe("/rest/company/locations/partner-pages");
    expect(resourceOf("/rest/region/group/tree")).toBe("/rest/region/group/tree");
  });

  it("takes the parameter right after the resource as the record's id", () => {
    expect(idParamOf("/rest/company/locations/{id}/managers")).toBe("id");
    expect(idParamOf("/rest/admin/accounts/{accountId}/portal-link")).toBe("accountId");
    expect(idParamOf("/rest/company/locations")).toBeUndefined();
    // A parameter further down names something else than a record of the resource.
    expect(idParamOf("/cms/sites/by-block-id/{blockId}", "/cms/sites")).toBeUndefined();
  });

  it("tells a resource's lists from its details, and reads outside it", () => {
    expect(roleIn("/rest/company/locations", "/rest/company/locations/get-by-page")).toEqual({ kind: "list" });
    expect(roleIn("/rest/company/locations", "/rest/company/locations")).toEqual({ kind: "list" });
    expect(roleIn("/rest/company/locations", "/rest/company/locations/{id}")).toEqual({ kind: "detail", idParam: "id" });
    expect(roleIn("/rest/company/locations", "/rest/company/locations/{id}/managers")).toEqual({ kind: "detail", idParam: "id" });
    expect(roleIn("/rest/company/locations", "/rest/company/geocode")).toBeUndefined();
    // A shared beginning is not enough: the next segment must start there.
    expect(roleIn("/rest/region/group", "/rest/region/groups")).toBeUndefined();
  });
});

/** A cache holding one answer per key, as the screens would have left it. */
function cacheWith(keys: QueryKey[]): QueryClient {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

const read = (path: string, init?: ReadInit) => readKey(path, init);
const isStale = (queryClient: QueryClient, key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated === true;
const staleOf = (queryClient: QueryClient, keys: QueryKey[]) => keys.filter((key) => isStale(queryClient, key));

let clients: QueryClient[] = [];
const track = (queryClient: QueryClient) => (clients.push(queryClient), queryClient);
afterEach(() => {
  for (const queryClient of clients) queryClient.clear();
  clients = [];
});

describe("invalidateAfter: what a write makes stale", () => {
  const accountsList = read("/rest/admin/accounts", { params: { query: {} } });
  const accountsSearch = read("/rest/admin/accounts", { params: { query: { query: "anna" } } });
  const portalOf3 = read("/rest/admin/accounts/{accountId}/portal-account", { params: { path: { accountId: 3 } } });
  const portalOf4 = read("/rest/admin/accounts/{accountId}/portal-account", { params: { path: { accountId: 4 } } });
  const groupTree = read("/rest/region/group/tree");
  const groupList = read("/rest/region/groups");
  const locationsPage = read("/rest/company/locations/get-by-page", { params: { query: { page: 1 } } });
  const locationsAll = read("/rest/company/locations");
  const location5 = read("/rest/company/locations/{id}", { params: { path: { id: 5 } } });
  const location6 = read("/rest/company/locations/{id}", { params: { path: { id: 6 } } });
  const managersOf5 = read("/rest/company/locations/{id}/managers", { params: { path: { id: 5 } } });
  const partnerPageOf5 = read("/rest/company/locations/{id}/partner-pages/{pageId}", { params: { path: { id: 5, pageId: 9 } } });
  const catalogPage = read("/rest/catalog/catalog-orders/get-by-page", { params: { query: { page: 2 } } });
  const countries = read("/rest/location/countries");
  const shellKey: QueryKey = ["shell", "menu"];
  const everything = [
    accountsList,
    accountsSearch,
    portalOf3,
    portalOf4,
    groupTree,
    groupList,
    locationsPage,
    locationsAll,
    location5,
    location6,
    managersOf5,
    partnerPageOf5,
    catalogPage,
    countries,
    shellKey,
  ];

  it("an account write: the account lists and that account's details, and the region group tree and list it shows in", async () => {
    const queryClient = track(cacheWith(everything));
    await invalidateAfter(queryClient, "updateAccount", { id: 3 });
    expect(staleOf(queryClient, everything)).toEqual([accountsList, accountsSearch, portalOf3, groupTree, groupList]);
  });

  it("a new account: the lists, every account detail (it names no record), the group tree and list", async () => {
    const queryClient = track(cacheWith(everything));
    await invalidateAfter(queryClient, "createAccount");
    expect(staleOf(queryClient, everything)).toEqual([accountsList, accountsSearch, portalOf3, portalOf4, groupTree, groupList]);
  });

  it("a region group write: the groups, the tree and the accounts (they carry their groups)", async () => {
    const queryClient = track(cacheWith(everything));
    await invalidateAfter(queryClient, "deleteRegionGroup", { id: 12 });
    expect(staleOf(queryClient, everything)).toEqual([accountsList, accountsSearch, portalOf3, portalOf4, groupTree, groupList]);
  });

  it("a location write: the location lists and its own details, not another location's", async () => {
    const queryClient = track(cacheWith(everything));
    await invalidateAfter(queryClient, "updateLocation", { id: 5 });
    expect(staleOf(queryClient, everything)).toEqual([locationsPage, locationsAll, location5, managersOf5, partnerPageOf5]);
  });

  it("ids match whatever their type: a path parameter read back from a URL is a string", async () => {
    const queryClient = track(cacheWith(everything));
    await invalidateAfter(queryClient, "changeLocationType", { id: "6" });
    expect(staleOf(queryClient, everything)).toEqual([locationsPage, locationsAll, location6]);
  });

  it("a partner page write: every location answer, as they carry the page", async () => {
    const queryClient = track(cacheWith(everything));
    await invalidateAfter(queryClient, "updatePartnerPage", { id: 9 });
    expect(staleOf(queryClient, everything)).toEqual([locationsPage, locationsAll, location5, location6, managersOf5, partnerPageOf5]);
  });

  it("sending catalog requests: the catalog request pages, though the write's own path is elsewhere", async () => {
    const queryClient = track(cacheWith(everything));
    await invalidateAfter(queryClient, "sendCatalogOrders");
    expect(staleOf(queryClient, everything)).toEqual([catalogPage]);
  });

  it("a screen's own list, by its path", async () => {
    const queryClient = track(cacheWith(everything));
    await invalidateResourceOf(queryClient, "/rest/company/locations/get-by-page");
    expect(staleOf(queryClient, everything)).toEqual([locationsPage]);
  });

  it("knows the writes of the contract, not its reads", () => {
    expect(isWriteOperation("updateAccount")).toBe(true);
    expect(isWriteOperation("listAccounts")).toBe(false);
    expect(isWriteOperation("toString")).toBe(false);
  });
});
