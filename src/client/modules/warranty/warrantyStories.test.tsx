// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { expect } from "vitest";
import { testEveryStory } from "../common/storyTests.tsx";
import { setupTestServer } from "../common/testServer.ts";

// Every warranty story renders with its own msw data and shows a heading (the screen's or a dialog's).
testEveryStory(import.meta.glob("./*.stories.tsx", { eager: true }), setupTestServer(), async () => {
  expect((await screen.findAllByRole("heading", undefined, { timeout: 10_000 })).length).toBeGreaterThan(0);
});
