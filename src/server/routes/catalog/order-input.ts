import { badRequest } from "../../http-errors.ts";
import type { BodyOf } from "../types.ts";

export type CatalogOrderInput = BodyOf<"updateCatalogOrder">;

/** The columns a save writes. Status, the location-notified fields, errorMessage, createdDate and contactId are the server's. */
export interface OrderValues {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  street: string;
  apartment_number: string | null;
  region: string | null;
  city: string;
  zip_code: string;
  country: string;
  offers: string[];
}

/**
 * The customer's details of a create or update body (the contract has checked types, lengths
 * and patterns). A save replaces them all: a field left out is cleared. Text is trimmed and
 * blank optional text stored as null; street, zip code and city must hold more than spaces.
 */
export function orderValues(input: CatalogOrderInput): OrderValues {
  const fields: Record<string, string> = {};
  const required = (name: "street" | "zipCode" | "city") => {
    const value = optional(input[name]);
    if (value === null) fields[name] = "is required";
    return value ?? "";
  };
  const values: OrderValues = {
    firstname: optional(input.firstname),
    lastname: optional(input.lastname),
    email: optional(input.email),
    phone: optional(input.phone),
    street: required("street"),
    apartment_number: optional(input.apartmentNumber),
    region: optional(input.region),
    city: required("city"),
    zip_code: required("zipCode"),
    country: input.country,
    offers: [...new Set(input.offers ?? [])],
  };
  if (Object.keys(fields).length > 0) throw badRequest(`Invalid request body: ${Object.keys(fields).join(", ")}.`, fields);
  return values;
}

function optional(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
