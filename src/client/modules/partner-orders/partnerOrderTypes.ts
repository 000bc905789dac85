import type { operations } from "../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** A row of the quote tables (contract Quote). */
export type Quote = Json<operations["listQuotesByStatus"]["responses"][200]>["list"][number];
/** A quote with its customer and lines (contract QuoteDetail). */
export type QuoteDetail = Json<operations["getQuote"]["responses"][200]>;
/** The order form's properties and templates (contract OrderFormOverview). */
export type OrderFormOverview = Json<operations["getOrderFormOverview"]["responses"][200]>;
/** A property as the default or a template defines it (contract OrderFormProperty). */
export type OrderFormProperty = Json<operations["getOrderFormTemplateProperty"]["responses"][200]>;
/** The body of a property save (contract OrderFormPropertyInput). */
export type OrderFormPropertyInput = Json<operations["saveOrderFormTemplateProperty"]["requestBody"]>;
export type OrderFormTemplate = OrderFormOverview["templates"][number];
export type PropertyOption = OrderFormProperty["options"][number];
export type PropertyDataType = OrderFormProperty["dataType"];
