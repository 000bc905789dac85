/** Which chart a series belongs to: its codes are catalog or meeting statuses. */
export type SeriesKind = "catalog" | "meeting";

interface SeriesStyle {
  labelKey: string;
  color: string;
}

// Blueprint palette: blue for new, gold for waiting, red for trouble, green for done, grey for
// the rest, so the same meaning has the same colour in both charts.
const BLUE = "#2D72D2";
const GOLD = "#D1980B";
const RED = "#CD4246";
const GREEN = "#238551";
const GREY = "#8F99A8";
const VIOLET = "#9D3F9D";

const STYLES: Record<SeriesKind, Record<string, SeriesStyle>> = {
  catalog: {
    new: { labelKey: "dashboard.series.catalog.new", color: BLUE },
    pending: { labelKey: "dashboard.series.catalog.pending", color: GOLD },
    failed: { labelKey: "dashboard.series.catalog.failed", color: RED },
    delivered: { labelKey: "dashboard.series.catalog.delivered", color: GREEN },
    booked: { labelKey: "dashboard.series.catalog.booked", color: VIOLET },
  },
  meeting: {
    new: { labelKey: "dashboard.series.meeting.new", color: BLUE },
    done: { labelKey: "dashboard.series.meeting.done", color: GREEN },
    canceled: { labelKey: "dashboard.series.meeting.canceled", color: GREY },
  },
};

/** The translation key and colour of a series code; an unknown code shows as itself in grey. */
export function seriesStyle(kind: SeriesKind, code: string): { labelKey: string | null; color: string } {
  const style = STYLES[kind][code];
  return style ?? { labelKey: null, color: GREY };
}
