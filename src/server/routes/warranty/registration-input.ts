import type { ProductCatalog } from "../products/product-store.ts";
import type { BodyOf } from "../types.ts";

export type RegistrationInput = BodyOf<"createWarrantyRegistration">;

/** First purchase year the registration accepts (spec part 2, section 9: years start at 1993). */
export const FIRST_PURCHASE_YEAR = 1993;

/** The columns a valid input writes (the contact and the location are checked by the store). */
export interface RegistrationValues {
  bed_model_id: number;
  bed_color_id: number;
  top_mattress_id: number | null;
  bed_id: string;
  purchased_month: number;
  purchased_year: number;
  care_reminders: boolean;
}

export type Checked = { ok: true; values: RegistrationValues } | { ok: false; fields: Record<string, string> };

const blank = (text: string | null | undefined): boolean => text === null || text === undefined || text.trim() === "";

/**
 * The registration's fields against the bed range and today's date, every failing field named
 * at once: a known bed model, one of that model's colours, a known top mattress (or none), a
 * bed id, and a purchase from January 1993 up to this month (UTC).
 */
export function checkRegistration(input: RegistrationInput, catalog: ProductCatalog, today: Date): Checked {
  const fields: Record<string, string> = {};
  const model = blank(input.bedModel) ? undefined : catalog.models.get(input.bedModel.trim());
  if (blank(input.bedModel)) fields.bedModel = "is required";
  else if (!model) fields.bedModel = "is not a bed model";

  const colorName = input.bedColor?.trim() ?? "";
  const colorId = model?.colors.get(colorName);
  if (colorName === "") fields.bedColor = "is required";
  else if (model && colorId === undefined) fields.bedColor = `is not a colour of ${input.bedModel.trim()}`;

  const mattressName = input.bedTopMattressModel?.trim() ?? "";
  const mattressId = mattressName === "" ? null : catalog.topMattresses.get(mattressName);
  if (mattressId === undefined) fields.bedTopMattressModel = "is not a top mattress model";

  const bedId = input.bedId?.trim() ?? "";
  if (bedId === "") fields.bedId = "is required";

  const thisYear = today.getUTCFullYear();
  const year = input.purchasedYear;
  const month = input.purchasedMonth;
  if (!Number.isInteger(year) || year < FIRST_PURCHASE_YEAR || year > thisYear)
    fields.purchasedYear = `must be a year from ${FIRST_PURCHASE_YEAR} to ${thisYear}`;
  if (!Number.isInteger(month) || month < 1 || month > 12) fields.purchasedMonth = "must be a month from 1 to 12";
  else if (year === thisYear && month > today.getUTCMonth() + 1) fields.purchasedMonth = "must not lie in the future";

  if (Object.keys(fields).length > 0 || !model || colorId === undefined || mattressId === undefined) return { ok: false, fields };
  return {
    ok: true,
    values: {
      bed_model_id: model.id,
      bed_color_id: colorId,
      top_mattress_id: mattressId,
      bed_id: bedId,
      purchased_month: month,
      purchased_year: year,
      care_reminders: input.careReminders ?? false,
    },
  };
}
