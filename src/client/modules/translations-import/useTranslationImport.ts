import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { $api, api } from "../../api/client.ts";
import { answerOf } from "../../api/answer.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { useCurrentUser } from "../../app/session.tsx";
import { toast } from "../../ui/toaster.ts";
import { defaultTranslationLanguage } from "../translations/translationLanguages.ts";
import { importBlocker, initialImportLanguage, uploadContentType, type ImportDiff, type ImportRow } from "./importFlow.ts";

interface ParsedFile {
  name: string;
  rows: ImportRow[];
  languageCodes: string[];
}

/**
 * The import of one language from a file: the file is read by the server (parseTranslationsFile,
 * the raw file as the body), each choice of file or language is tried as a dry run whose diff
 * is shown, and the Import button commits it (spec part 2 sections 5, 7, 8).
 */
export function useTranslationImport() {
  const { t } = useTranslation();
  const { languagePermissions } = useCurrentUser();
  const languages = $api.useQuery("get", "/cms/translations-import/available-languages");
  const [chosen, setChosen] = useState<string | null>(null);
  const languageCode = chosen ?? initialImportLanguage(languages.data ?? [], defaultTranslationLanguage(languagePermissions));
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [diff, setDiff] = useState<ImportDiff | undefined>(undefined);
  const [phase, setPhase] = useState<"idle" | "reading" | "previewing" | "importing">("idle");
  // The latest dry run only: an earlier one answering late must not show a stale diff.
  const latestRun = useRef(0);

  const send = (rows: ImportRow[], language: string, dryRun: boolean) =>
    api.POST("/cms/translations-import/import", { body: { languageCode: language, rows, dryRun } }).then(answerOf);

  const preview = async (rows: ImportRow[], language: string) => {
    const run = ++latestRun.current;
    setDiff(undefined);
    if (rows.length === 0 || language === "") return;
    setPhase("previewing");
    try {
      const answer = await send(rows, language, true);
      if (latestRun.current === run) setDiff(answer);
    } catch (error) {
      // The server's reason where it gave one (a language the account may not import into).
      if (latestRun.current === run) toast.error(apiErrorMessage(error, "translationsImport.messages.failed"));
    } finally {
      if (latestRun.current === run) setPhase("idle");
    }
  };

  const read = async (picked: File) => {
    setPhase("reading");
    setDiff(undefined);
    try {
      const parsed = answerOf(
        await api.POST("/cms/translations-import/upload", {
          body: picked as unknown as string,
          // The file goes as it is, never as JSON.
          bodySerializer: (body: unknown) => body as BodyInit,
          headers: { "Content-Type": uploadContentType(picked.name, picked.type) },
        }),
      );
      setFile({ name: picked.name, rows: parsed.rows, languageCodes: parsed.languageCodes });
      toast.success(t("translationsImport.messages.read"));
      setPhase("idle");
      await preview(parsed.rows, languageCode);
    } catch (error) {
      setFile(null);
      setPhase("idle");
      // The server says what is wrong with a refused file (too large, not CSV); else the catalogue's text.
      toast.error(apiErrorMessage(error, "translationsImport.messages.unknownError"));
    }
  };

  const commit = async () => {
    if (!file || importBlocker({ rows: file.rows, languageCode, diff, isBusy: phase !== "idle" }) !== null) return;
    setPhase("importing");
    try {
      const answer = await send(file.rows, languageCode, false);
      if (!answer.written) {
        // Rows turned invalid since the dry run: show why, write nothing.
        setDiff(answer);
        toast.error(t("translationsImport.messages.failed"));
        return;
      }
      toast.success(t("translationsImport.messages.imported"));
      setFile(null);
      setDiff(undefined);
    } catch {
      toast.error(t("translationsImport.messages.failed"));
    } finally {
      setPhase("idle");
    }
  };

  return {
    languages,
    languageCode,
    file,
    diff,
    phase,
    blocker: importBlocker({ rows: file?.rows ?? [], languageCode, diff, isBusy: phase !== "idle" }),
    chooseLanguage: (code: string) => {
      setChosen(code);
      void preview(file?.rows ?? [], code);
    },
    read: (picked: File) => void read(picked),
    commit: () => void commit(),
  };
}

export type TranslationImport = ReturnType<typeof useTranslationImport>;
