import type { QueryClient } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { answerOf as answer } from "../common/apiAnswer.ts";
import type { CompanyLocation, CompanyLocationInput, GeocodeAnswer, GeocodeQuery, LocationType, ManagerAddResult } from "./locationTypes.ts";

/** The company location calls; each throws the server's error body on failure. */

export async function fetchLocation(id: number): Promise<CompanyLocation> {
  return answer(await api.GET("/rest/company/locations/{id}", { params: { path: { id } } }));
}

/** Creates (id null) or updates with the concurrency token the body carries. */
export async function saveLocation(body: CompanyLocationInput): Promise<CompanyLocation> {
  if (body.id === null || body.id === undefined) return answer(await api.POST("/rest/company/locations", { body }));
  return answer(await api.PUT("/rest/company/locations/{id}", { params: { path: { id: body.id } }, body }));
}

/** The list's inline type change. Spec section 5: patching needs an id, else 'No id on location'. */
export async function changeLocationType(location: { id?: number | null }, locationType: LocationType): Promise<CompanyLocation> {
  if (!location.id) throw new Error("No id on location");
  return answer(await api.PATCH("/rest/company/locations/{id}", { params: { path: { id: location.id } }, body: { locationType } }));
}

/** The list's inline customer number edit; null clears the number. */
export async function updateCustomerNumber(locationId: number, customerNumber: string | null): Promise<CompanyLocation> {
  return answer(
    await api.POST("/rest/company/locations/{id}/update-customer-number", { params: { path: { id: locationId } }, body: { customerNumber, locationId } }),
  );
}

export async function addManager(locationId: number, email: string): Promise<ManagerAddResult> {
  return answer(await api.POST("/rest/company/locations/{id}/managers", { params: { path: { id: locationId } }, body: { email } }));
}

export async function removeManager(locationId: number, contactId: number): Promise<void> {
  const { error } = await api.DELETE("/rest/company/locations/{id}/managers", { params: { path: { id: locationId }, query: { contactId } } });
  if (error !== undefined) throw error;
}

export async function geocodeAddress(query: GeocodeQuery): Promise<GeocodeAnswer> {
  return answer(await api.GET("/rest/company/geocode", { params: { query } }));
}

/** Queries that show locations: the list, choosers, one location, and managers. */
export function invalidateLocations(queryClient: QueryClient) {
  for (const path of ["/rest/company/locations/get-by-page", "/rest/company/locations", "/rest/company/locations/{id}"]) {
    void queryClient.invalidateQueries({ queryKey: ["get", path] });
  }
}

/** Link of the customer portal's page of the store (opens the portal in a new tab). */
export function portalLinkOf(locationId: number): string {
  return `/rest/admin/accounts/redirect-to-portal?storeId=${locationId}`;
}

interface LocationPage {
  list: CompanyLocation[];
}

/** Puts a location the server answered into the cached list pages, so its row shows it at once. */
export function replaceLocationInLists(queryClient: QueryClient, saved: CompanyLocation) {
  queryClient.setQueriesData<LocationPage>({ queryKey: ["get", "/rest/company/locations/get-by-page"] }, (page) =>
    page ? { ...page, list: page.list.map((row) => (row.id === saved.id ? saved : row)) } : page,
  );
}
