// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { expect } from "vitest";
import { testEveryStory } from "../common/storyTests.tsx";
import { setupTestServer } from "../common/testServer.ts";

// Every media table story renders with its own msw data, headed with its screen's title.
testEveryStory(import.meta.glob("./*.stories.tsx", { eager: true }), setupTestServer(), async () => {
  expect(await screen.findByRole("heading", { name: /^Media: / }, { timeout: 10_000 })).toBeTruthy();
});
