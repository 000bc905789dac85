import { isApiErrorBody } from "../../api/errors.ts";
import type { VideoDraft } from "./videoDraft.ts";

/** One refused field: the dialog's field (as its inputs are keyed) and the line shown for it. */
export interface VideoFieldLine {
  /** "header", "versions.{siteId}.quote", "versions.{siteId}", "availability" or the server's path. */
  field: string;
  text: string;
}

export interface VideoFieldWords {
  /** A general text's label ("Header"). */
  text(field: string): string;
  /** A version's text label, with its site ("Header (Sverige)"). */
  versionText(field: string, siteName: string): string;
  /** A version as a whole ("Version Sverige"). */
  version(siteName: string): string;
  availability: string;
}

/**
 * A refused save's field errors (spec part 2 section 5), one 'field: message' line per field:
 * the field by its label in the UI language, the message as the server wrote it (the server
 * words it in the user's language, src/server/messages/). The server names a version by its
 * place in the body (versions.2.quote): the line names its site, and the field is keyed by the
 * site so the dialog marks the right input. The concurrency token is left out (the dialog
 * offers a reload for it).
 */
export function videoFieldLines(error: unknown, draft: Pick<VideoDraft, "versions">, words: VideoFieldWords): VideoFieldLine[] {
  if (!isApiErrorBody(error)) return [];
  return Object.entries(error.error.fields ?? {})
    .filter(([field]) => field !== "updatedAt")
    .map(([field, message]) => {
      const version = /^versions\.(\d+)(?:\.(\w+))?/.exec(field);
      if (version) {
        const site = draft.versions[Number(version[1])];
        const part = version[2];
        if (!site) return { field, text: `${field}: ${message}` };
        if (part && part !== "site")
          return { field: `versions.${site.siteId}.${part}`, text: `${words.versionText(part, site.siteName)}: ${message}` };
        return { field: `versions.${site.siteId}`, text: `${words.version(site.siteName)}: ${message}` };
      }
      if (/^(availableToSpecificPartnerPages|isAvailableForPartnerPages)/.test(field))
        return { field: "availability", text: `${words.availability}: ${message}` };
      return { field, text: `${words.text(field)}: ${message}` };
    });
}
