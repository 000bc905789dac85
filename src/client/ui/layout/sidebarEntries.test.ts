import { describe, expect, it } from "vitest";
import { activeRoute, type SidebarEntry } from "./sidebarEntries.ts";

const entries: SidebarEntry[] = [
  { id: "dashboard", labelKey: "k", route: "/app/dashboard" },
  {
    id: "orders",
    labelKey: "k",
    children: [
      { id: "ordered", labelKey: "k", route: "/app/partner-order" },
      { id: "quotes", labelKey: "k", route: "/app/partner-order/quotes" },
    ],
  },
];

describe("active sidebar entry", () => {
  it("is the longest route that is the path or a parent of it", () => {
    expect(activeRoute(entries, "/app/partner-order/quotes")).toBe("/app/partner-order/quotes");
    expect(activeRoute(entries, "/app/partner-order")).toBe("/app/partner-order");
    expect(activeRoute(entries, "/app/partner-order/view/7")).toBe("/app/partner-order");
    expect(activeRoute(entries, "/app/dashboard")).toBe("/app/dashboard");
  });

  it("is none for a screen outside the menu, and never a mere name prefix", () => {
    expect(activeRoute(entries, "/app/dashboards")).toBeUndefined();
    expect(activeRoute(entries, "/app/unknown")).toBeUndefined();
  });
});
