import type { OrderFormOverview, OrderFormProperty, OrderFormTemplate } from "../partnerOrderTypes.ts";

/** The default template's code: its definitions are the properties' defaults (spec section 3). */
export const DEFAULT_TEMPLATE = "default";

/** Which property of which template (or of the default) a dialog edits. */
export interface PropertyTarget {
  templateCode: string;
  propertyCode: string;
}

/** One row of the overview: a property and, per template, whether the template overrides it. */
export interface OverviewRow {
  property: OrderFormProperty;
  differs: readonly boolean[];
}

/** The templates beside the default, in the overview's order ('default' itself is the default column). */
export function templatesOf(overview: OrderFormOverview): OrderFormTemplate[] {
  return overview.templates.filter((template) => template.code !== DEFAULT_TEMPLATE);
}

/**
 * The overview's rows: every property with a mark per template where the template differs
 * from the default (a template's differences are the codes of the properties it overrides).
 */
export function overviewRows(overview: OrderFormOverview): OverviewRow[] {
  const templates = templatesOf(overview);
  return overview.properties.map((property) => ({
    property,
    differs: templates.map((template) => template.differences.includes(property.code)),
  }));
}

/** A property is 'new' for a template while it is not among the template's differences (spec section 4). */
export function isNewFor(template: Pick<OrderFormTemplate, "code" | "differences">, propertyCode: string): boolean {
  return template.code !== DEFAULT_TEMPLATE && !template.differences.includes(propertyCode);
}

/** Only a template's own override can be deleted; the default cannot, nor an override not yet saved. */
export function canDeleteOverride(property: Pick<OrderFormProperty, "templateCode" | "isNew">, target: PropertyTarget): boolean {
  return target.templateCode !== DEFAULT_TEMPLATE && property.templateCode === target.templateCode && property.isNew !== true;
}
