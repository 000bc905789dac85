import type { Database } from "../../db/database.ts";
import { badRequest } from "../../http-errors.ts";
import { containsPattern } from "../paging.ts";
import { toLocationRef, toSummary, type LocationRef, type LocationSummary } from "./location-mapper.ts";
import { selectSummaries } from "./location-query.ts";
import { containsPoint, parseWktShape, WktError } from "../../domain/wkt-shape.ts";

/** Choosers show at most this many matches (contract: maxItems 50). */
const SEARCH_LIMIT = 50;

/** Locations in brief for choosers and maps: lists, per country, and searches. */
export class LocationLists {
  constructor(private readonly database: Database) {}

  /** Every location by name; with-coordinates keeps located ones, shape those inside a WKT shape. */
  async list(query: { filter?: "with-coordinates" | "shape"; shape?: string }): Promise<LocationSummary[]> {
    let select = selectSummaries(this.database.db);
    if (query.filter === "with-coordinates") select = select.where("l.latitude", "is not", null).where("l.longitude", "is not", null);
    if (query.filter !== "shape") return (await select.orderBy("l.name").orderBy("l.id").execute()).map(toSummary);
    if (!query.shape?.trim()) throw badRequest("shape is required with filter=shape.", { shape: "is required with filter=shape" });
    const shape = parseShape(query.shape);
    const { minLat, maxLat, minLng, maxLng } = shape.bounds;
    // The bounding box narrows in SQL (coordinates index); the exact test runs here.
    const rows = await select
      .where("l.latitude", ">=", minLat)
      .where("l.latitude", "<=", maxLat)
      .where("l.longitude", ">=", minLng)
      .where("l.longitude", "<=", maxLng)
      .orderBy("l.name")
      .orderBy("l.id")
      .execute();
    return rows.filter((r) => containsPoint(shape, r.latitude!, r.longitude!)).map(toSummary);
  }

  /** Locations whose address is in the country, by name (an unknown code gives none). */
  async inCountry(code: string): Promise<LocationSummary[]> {
    const rows = await selectSummaries(this.database.db).where("k.code", "=", code).orderBy("l.name").orderBy("l.id").execute();
    return rows.map(toSummary);
  }

  /** Name, customer number or city containing the text, excluding locationId, by name. */
  async search(searchString: string, locationId?: number): Promise<LocationRef[]> {
    return this.searchWhere(searchString, locationId, false);
  }

  /**
   * Like search, but only locations that can join the partner page of locationId: those
   * without a partner page, or already on that page.
   */
  async searchPartner(searchString: string, locationId?: number): Promise<LocationRef[]> {
    return this.searchWhere(searchString, locationId, true);
  }

  private async searchWhere(searchString: string, locationId: number | undefined, forPartnerPage: boolean): Promise<LocationRef[]> {
    const db = this.database.db;
    let query = selectSummaries(db);
    const text = searchString.trim();
    if (text) {
      const like = containsPattern(text);
      // search_text (trigram-indexed) narrows; the exact rule is name, customer number or city.
      query = query
        .where("l.search_text", "like", like.toLowerCase())
        .where((eb) => eb.or([eb("l.name", "ilike", like), eb("l.customer_number", "ilike", like), eb("l.city", "ilike", like)]));
    }
    if (locationId !== undefined) query = query.where("l.id", "!=", locationId);
    if (forPartnerPage) {
      const ownPage =
        locationId === undefined
          ? undefined
          : (await db.selectFrom("company_locations").select("partner_page_id").where("id", "=", locationId).executeTakeFirst())
              ?.partner_page_id;
      query = query.where((eb) =>
        ownPage ? eb.or([eb("l.partner_page_id", "is", null), eb("l.partner_page_id", "=", ownPage)]) : eb("l.partner_page_id", "is", null),
      );
    }
    const rows = await query.orderBy("l.name").orderBy("l.id").limit(SEARCH_LIMIT).execute();
    return rows.map(toLocationRef);
  }
}

function parseShape(text: string) {
  try {
    return parseWktShape(text);
  } catch (error) {
    if (error instanceof WktError) throw badRequest(`The shape ${error.message}.`, { shape: error.message });
    throw error;
  }
}
