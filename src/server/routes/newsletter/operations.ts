import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations newsletterRoutes answers: its handlers' type requires exactly these (README status list). */
export const newsletterOperations = [
  "listNewsletters",
  "listNewsletterSubscriptions",
  "listNewsletterSubscriptionsPage",
  "exportNewsletterSubscriptionsCsv",
] as const satisfies readonly OperationId[];
