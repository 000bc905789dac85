import "./screenLayout.css";
import type { ReactNode } from "react";
import { H2 } from "@blueprintjs/core";

export interface ScreenPageFrameProps {
  /** Id of the heading, which names the page's section. */
  titleId: string;
  title: ReactNode;
  /** The filter bar, beside the title. */
  filters?: ReactNode;
  /** The table (ScreenTable) and the page's dialogs. */
  children: ReactNode;
}

/**
 * The frame of a table screen: title and filters on top, the table filling the rest of the
 * shell's main area so that only the table scrolls (screenLayout.css); buttons such as create go
 * in the bar above the table (ScreenTable's toolbarEnd). YAML screens get it from ScreenPage;
 * hand-written table screens use it directly.
 */
export function ScreenPageFrame({ titleId, title, filters, children }: ScreenPageFrameProps) {
  return (
    <section className="screen-page" aria-labelledby={titleId}>
      <div className="screen-page-head">
        <H2 id={titleId}>{title}</H2>
        {filters && <div className="screen-page-filters">{filters}</div>}
      </div>
      {children}
    </section>
  );
}
