// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderStory } from "../common/testing.tsx";
import { setupTestServer } from "../common/testServer.ts";
import * as stories from "./DashboardScreen.stories.tsx";

const { WithReports, ReportsFail } = composeStories(stories);
const server = setupTestServer();
beforeAll(() => {
  // happy-dom has no canvas; chart.js says so on the console and draws nothing.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("DashboardScreen", () => {
  it("shows the four charts, the apdex and the page views", async () => {
    renderStory(WithReports, server);
    for (const title of [
      "Catalog requests per week (last 10 weeks)",
      "Catalog requests per month (last 6 months)",
      "Meeting requests per week (last 10 weeks)",
      "Meeting requests per month (last 6 months)",
    ]) {
      expect(await screen.findByRole("img", { name: title })).toBeTruthy();
    }
    expect(await screen.findByText("0.91")).toBeTruthy();
    expect(screen.getByText("Good")).toBeTruthy();
    expect(screen.getByText("5120 satisfied, 610 tolerating, 126 frustrated of 5856 requests")).toBeTruthy();
    expect(screen.getByText("2,371")).toBeTruthy();
    expect(screen.getByText("app.catalog-order.list")).toBeTruthy();
  });

  it("says so per report when the reports cannot be loaded", async () => {
    renderStory(ReportsFail, server);
    await waitFor(() => expect(screen.getAllByText("Could not retrieve the report")).toHaveLength(6));
  });
});
