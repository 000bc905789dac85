import type { QueryCreator } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";
import { matchingSubscriptions, type SubscriptionFilters } from "./subscription-list.ts";

export type NewsletterSubscription = AnswerOf<"listNewsletterSubscriptions">[number];

/** The subscriptions matching the filters with the columns of the answer (the newsletter's code is kept on the row). */
export function selectSubscriptions(db: QueryCreator<DB>, filters: SubscriptionFilters) {
  return matchingSubscriptions(db, filters).select(["s.id", "s.email", "s.created_at", "s.newsletter_id", "s.newsletter_code"]);
}

export interface SubscriptionRow {
  id: number;
  email: string;
  created_at: Date | string;
  newsletter_id: number;
  newsletter_code: string;
}

export function toSubscription(row: SubscriptionRow): NewsletterSubscription {
  return {
    id: Number(row.id),
    newsletter: { id: Number(row.newsletter_id), code: row.newsletter_code },
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
