import type { QueryCreator } from "kysely";
import type { DB, Row } from "../../db/schema.ts";
import { toJoinedLocationRef, type JoinedLocationColumns } from "../companyLocations/location-mapper.ts";
import type { AnswerOf } from "../types.ts";

export type WarrantyRegistration = AnswerOf<"getWarrantyRegistration">;

/** A warranty_registrations row with its model, colour, top mattress, store and contact names. */
export type RegistrationRow = JoinedLocationColumns &
  Pick<
    Row<"warranty_registrations">,
    "id" | "bed_id" | "purchased_month" | "purchased_year" | "care_reminders" | "created_date" | "updated_at"
  > & {
    bed_model: string | null;
    bed_color: string | null;
    top_mattress: string | null;
    location_id: number | null;
    contact_id: number | null;
    contact_firstname: string | null;
    contact_lastname: string | null;
    contact_email_id: number | null;
    contact_email: string | null;
  };

/** The wide rows of registrations (alias w; filter them by w.id or w.contact_id). */
export function selectRegistrations(db: QueryCreator<DB>) {
  return db
    .selectFrom("warranty_registrations as w")
    .leftJoin("bed_models as m", "m.id", "w.bed_model_id")
    .leftJoin("bed_colors as bc", "bc.id", "w.bed_color_id")
    .leftJoin("top_mattresses as tm", "tm.id", "w.top_mattress_id")
    .leftJoin("company_locations as l", "l.id", "w.purchase_location_id")
    .leftJoin("countries as k", "k.id", "l.country_id")
    .leftJoin("contacts as c", "c.id", "w.contact_id")
    .leftJoin("contact_emails as ce", (join) => join.onRef("ce.contact_id", "=", "c.id").on("ce.kind", "=", "primary"))
    .select([
      "w.id",
      "w.bed_id",
      "w.purchased_month",
      "w.purchased_year",
      "w.care_reminders",
      "w.created_date",
      "w.updated_at",
      "m.name as bed_model",
      "bc.name as bed_color",
      "tm.name as top_mattress",
      // The location's id from the location itself: null when the row is gone.
      "l.id as location_id",
      "l.name as location_name",
      "l.street as location_street",
      "l.zip_code as location_zip_code",
      "l.city as location_city",
      "k.code as location_country_code",
      "k.name as location_country_name",
      "c.id as contact_id",
      "c.firstname as contact_firstname",
      "c.lastname as contact_lastname",
      "ce.id as contact_email_id",
      "ce.value as contact_email",
    ])
    .$castTo<RegistrationRow>();
}

export function toWarrantyRegistration(row: RegistrationRow): WarrantyRegistration {
  return {
    id: row.id,
    // Columns the form always fills; rows from before it (or a deleted model) answer "".
    bedModel: row.bed_model ?? "",
    bedColor: row.bed_color,
    bedTopMattressModel: row.top_mattress,
    bedId: row.bed_id ?? "",
    purchasedMonth: row.purchased_month ?? 1,
    purchasedYear: row.purchased_year ?? 1993,
    careReminders: row.care_reminders,
    purchaseLocation: toJoinedLocationRef(row.location_id, row),
    createdDate: iso(row.created_date),
    registeredTo:
      row.contact_id === null
        ? null
        : {
            id: row.contact_id,
            firstname: row.contact_firstname,
            lastname: row.contact_lastname,
            primaryEmail: row.contact_email_id === null ? null : { id: row.contact_email_id, value: row.contact_email ?? "" },
          },
    updatedAt: iso(row.updated_at),
  };
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}
