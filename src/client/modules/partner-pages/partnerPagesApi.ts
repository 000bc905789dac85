import { api } from "../../api/client.ts";
import { answerOf as answer } from "../common/apiAnswer.ts";
import type { PartnerPage, PartnerPageInput } from "./partnerPageTypes.ts";

/** Partner page writes, throwing the server's error body (spec: partner page calls reject with the server's message). */

/** Creates the page and attaches it to the location. */
export async function createPartnerPage(locationId: number, partnerPage: PartnerPageInput): Promise<PartnerPage> {
  return answer(await api.POST("/rest/company/locations/partner-pages", { body: { partnerPage, locationId } }));
}

export async function updatePartnerPage(id: number, body: PartnerPageInput): Promise<PartnerPage> {
  return answer(await api.PUT("/rest/company/locations/partner-pages/{id}", { params: { path: { id } }, body }));
}

export async function deletePartnerPage(id: number): Promise<void> {
  const { error } = await api.DELETE("/rest/company/locations/partner-pages/{id}", { params: { path: { id } } });
  if (error !== undefined) throw error;
}
