// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PermissionCode } from "../../../shared/permissions.ts";
import { renderWithProviders } from "../common/testing.tsx";
import { AccountPermissionsPane } from "./AccountPermissionsPane.tsx";

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
const ticked = () =>
  screen
    .getAllByRole("checkbox")
    .filter((b) => (b as HTMLInputElement).checked)
    .map((b) => b.closest("label")!.textContent);

/** The pane as the dialog uses it for a stored account: the owner takes each saved set in. */
function renderStored(initial: PermissionCode[], save: (next: PermissionCode[]) => Promise<void>) {
  let current = initial;
  const view = renderWithProviders(
    <AccountPermissionsPane permissions={current} save={(next) => save(next).then(() => rerender(next))} onChange={() => {}} />,
  );
  function rerender(next: PermissionCode[]) {
    current = next;
    view.rerender(<AccountPermissionsPane permissions={current} save={(n) => save(n).then(() => rerender(n))} onChange={() => {}} />);
  }
  return view;
}

describe("permission toggles", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("ticks every box under 'All' and saves every other permission when one is unticked", async () => {
    const save = vi.fn(async (_next: PermissionCode[]) => {});
    renderStored(["all"], save);
    expect(ticked()).toHaveLength(16);
    await act(async () => fireEvent.click(box("Media")));
    expect(save).toHaveBeenCalledTimes(1);
    const sent = save.mock.calls[0]![0];
    expect(sent).toHaveLength(14);
    expect(sent).not.toContain("media");
    expect(sent).not.toContain("all");
    expect(box("All").checked).toBe(false);
    expect(box("Media").checked).toBe(false);
    expect(box("Dashboard").checked).toBe(true);
  });

  it("collapses to 'All' when the last missing permission is ticked", async () => {
    const save = vi.fn(async (_next: PermissionCode[]) => {});
    const allButCms = [
      "account",
      "meetingBooking",
      "catalogOrder",
      "contact",
      "coper",
      "dashboard",
      "manager",
      "media",
      "newsletterSubscription",
      "company",
      "salesRegions",
      "warranty",
      "cmsDesign",
      "cmsSeo",
    ] as PermissionCode[];
    renderStored(allButCms, save);
    expect(box("All").checked).toBe(false);
    await act(async () => fireEvent.click(box("Website")));
    expect(save).toHaveBeenCalledWith(["all"]);
    expect(box("All").checked).toBe(true);
  });

  it("switches 'All' on and off", async () => {
    const save = vi.fn(async (_next: PermissionCode[]) => {});
    renderStored(["media"], save);
    await act(async () => fireEvent.click(box("All")));
    expect(save).toHaveBeenLastCalledWith(["all"]);
    await act(async () => vi.advanceTimersByTime(1000));
    await act(async () => fireEvent.click(box("All")));
    expect(save).toHaveBeenLastCalledWith([]);
    expect(ticked()).toEqual([]);
  });

  it("shows 'Saved' for one second after a save", async () => {
    renderStored([], async () => {});
    await act(async () => fireEvent.click(box("Media")));
    expect(screen.getByRole("status").textContent).toContain("Saved");
    await act(async () => vi.advanceTimersByTime(999));
    expect(screen.getByRole("status").textContent).toContain("Saved");
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("shows 'Failed' for one second and the stored set again when the save fails", async () => {
    renderStored(["media"], async () => Promise.reject(new Error("409")));
    await act(async () => fireEvent.click(box("Media")));
    expect(screen.getByRole("status").textContent).toContain("Failed");
    expect(box("Media").checked).toBe(true);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("ignores clicks while a save runs", async () => {
    let finish!: () => void;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderStored([], save);
    await act(async () => fireEvent.click(box("Media")));
    expect(screen.getByRole("status").textContent).toContain("Saving");
    await act(async () => fireEvent.click(box("Website")));
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await act(async () => fireEvent.click(box("Website")));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("for a new account only changes the draft: no save, no indicator", async () => {
    const onChange = vi.fn();
    renderWithProviders(<AccountPermissionsPane permissions={[]} onChange={onChange} />);
    await act(async () => fireEvent.click(box("Media")));
    expect(onChange).toHaveBeenCalledWith(["media"]);
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.getByText("The permissions are saved with the account.")).toBeTruthy();
  });
});
