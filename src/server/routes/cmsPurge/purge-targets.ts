import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { DEFAULT_PURGE_TARGETS, DEFAULT_TRANSLATION_PURGE_CODE } from "../config/handlers.ts";

/** What a purge code purges: one of the three fixed targets, or the translations. */
export type PurgeTarget = { kind: "site"; code: string; name: string } | { kind: "translations"; code: string; name: "translations" };

/**
 * The purge codes the frontend configuration offers (getFrontendConfig): the three fixed
 * targets and the translations code, each overridable by the settings row of the same key
 * (purgeTargets, purgeCode), so the purge takes exactly the codes the screen shows.
 */
export async function purgeTargetOf(db: Kysely<DB>, code: string): Promise<PurgeTarget | undefined> {
  const rows = await db.selectFrom("settings").select(["key", "value"]).where("key", "in", ["purgeTargets", "purgeCode"]).execute();
  const stored = new Map(rows.map((r) => [r.key, r.value as unknown]));
  const translationsCode =
    typeof stored.get("purgeCode") === "string" ? (stored.get("purgeCode") as string) : DEFAULT_TRANSLATION_PURGE_CODE;
  const targets = Array.isArray(stored.get("purgeTargets"))
    ? (stored.get("purgeTargets") as { code: string; name: string }[])
    : DEFAULT_PURGE_TARGETS;
  if (code === translationsCode) return { kind: "translations", code, name: "translations" };
  const site = targets.find((t) => String(t.code) === code);
  return site ? { kind: "site", code, name: String(site.name) } : undefined;
}
