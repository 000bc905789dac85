import "./loadingBar.css";
import { Intent, ProgressBar } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { LoadingBarModel, LoadingState } from "./loadingBarModel.ts";
import { loadingBar } from "./loadingBarStore.ts";
import { useLoadingEntries } from "./useLoadingEntries.ts";

const INTENT: Record<LoadingState, Intent> = { loading: Intent.PRIMARY, resolved: Intent.SUCCESS, rejected: Intent.DANGER };
const LABEL_KEY: Record<LoadingState, string> = {
  loading: "shell.loadingBar.loading",
  resolved: "shell.loadingBar.resolved",
  rejected: "shell.loadingBar.rejected",
};

export interface LoadingBarProps {
  /** The model to show; the app's own (fed by every API call) unless a story passes one. */
  model?: LoadingBarModel;
}

/** A thin strip at the top of the page: one segment per slow request, coloured by its state. */
export function LoadingBar({ model = loadingBar }: LoadingBarProps) {
  const { t } = useTranslation();
  const entries = useLoadingEntries(model);
  const loading = entries.filter((entry) => entry.state === "loading").length;
  return (
    <div className="app-loading-bar" role="status" aria-live="polite">
      {entries.map((entry) => (
        <ProgressBar
          key={entry.id}
          className={`app-loading-bar-segment app-loading-bar-${entry.state}`}
          intent={INTENT[entry.state]}
          value={entry.state === "loading" ? undefined : 1}
          animate={entry.state === "loading"}
          stripes={entry.state === "loading"}
          aria-label={t(LABEL_KEY[entry.state])}
        />
      ))}
      <span className="app-visually-hidden">{loading > 0 ? t("shell.loadingBar.pending", { count: loading }) : ""}</span>
    </div>
  );
}
