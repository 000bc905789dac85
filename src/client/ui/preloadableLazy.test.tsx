import { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { preloadableLazy } from "./preloadableLazy.tsx";

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe("preloadableLazy", () => {
  it("renders at once, without its fallback, once preloaded", async () => {
    const load = vi.fn(async () => Greeting);
    const chunk = preloadableLazy(load);
    await chunk.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <chunk.Component name="Åsa" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Åsa")).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
    await chunk.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("suspends like React.lazy when rendered before its chunk is in", async () => {
    const chunk = preloadableLazy(async () => Greeting);
    render(
      <Suspense fallback={<p>loading</p>}>
        <chunk.Component name="Per" />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("Hello Per")).toBeTruthy();
  });

  it("tries a failed download again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(Greeting);
    const chunk = preloadableLazy(load);
    await expect(chunk.preload()).rejects.toThrow("offline");
    await expect(chunk.preload()).resolves.toBe(Greeting);
  });
});
