// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { expect } from "vitest";
import { testEveryStory } from "../common/storyTests.tsx";
import { setupTestServer } from "../common/testServer.ts";

// Every video story renders with its own msw data and shows what it is about: the dialog's or
// the screen's heading with the video or the screen named.
testEveryStory(import.meta.glob("./*.stories.tsx", { eager: true }), setupTestServer(), async () => {
  expect(await screen.findByRole("heading", { name: /^(Video: |Media: Videos)/ }, { timeout: 10_000 })).toBeTruthy();
});
