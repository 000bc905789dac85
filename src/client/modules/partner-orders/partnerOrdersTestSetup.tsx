import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import i18next from "i18next";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { createTestI18n } from "../../app/testing/testI18n.ts";

/** The global instance, as in the app: failure texts of calls (apiErrorMessage) are translated with it. */
export const shellI18n = createTestI18n("en", i18next);

/** Renders with the shell's providers and the app's real English texts. */
export function renderInShell(ui: ReactElement) {
  return render(<ShellTestProviders i18n={shellI18n}>{ui}</ShellTestProviders>);
}
