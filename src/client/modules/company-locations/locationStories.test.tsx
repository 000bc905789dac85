// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { expect } from "vitest";
import { testEveryStory } from "../common/storyTests.tsx";
import { setupTestServer } from "../common/testServer.ts";

// Every story of the location and partner page screens renders with its own msw data and shows
// what it is about: a heading (the screen's or a dialog's title) once its first answer is in.
const files = import.meta.glob(["./*.stories.tsx", "../partner-pages/*.stories.tsx"], { eager: true });
testEveryStory(files, setupTestServer(), async () => {
  expect((await screen.findAllByRole("heading", undefined, { timeout: 10_000 })).length).toBeGreaterThan(0);
});
