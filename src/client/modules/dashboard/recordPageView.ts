import { api } from "../../api/client.ts";

/**
 * Tells the server a screen was shown (the source of the dashboard's page views). For the
 * shell's router, once per route change, with the spec's route state name
 * (e.g. 'app.catalog-order.list'). Fire and forget: a lost view must never disturb the screen.
 * Kept apart from DashboardScreen so importing it does not pull the charts into the shell.
 */
export function recordPageView(screen: string): void {
  void api.POST("/dashboard/reports/page-views", { body: { screen } }).catch(() => {});
}
