import { AnchorButton, NonIdealState } from "@blueprintjs/core";
import { HomeIcon, SearchIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";

export interface NotFoundPanelProps {
  /** Hash link of the way out, e.g. "#/app" (the start screen). */
  homeHref: string;
}

/** Shown for an address the app has no screen for (an old link, or a screen not built yet). */
export function NotFoundPanel({ homeHref }: NotFoundPanelProps) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="app-panel"
      icon={<SearchIcon size={48} />}
      title={t("shell.notFound.title")}
      description={t("shell.notFound.description")}
      action={<AnchorButton href={homeHref} icon={<HomeIcon />} text={t("shell.notFound.home")} />}
    />
  );
}
