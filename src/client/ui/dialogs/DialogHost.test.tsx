import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { confirmDialog } from "./confirmDialog.tsx";
import { DialogHost } from "./DialogHost.tsx";
import { noticeDialog } from "./noticeDialog.tsx";
import { textAreaDialog } from "./textAreaDialog.tsx";

beforeEach(() => {
  render(
    <ShellTestProviders>
      <DialogHost />
    </ShellTestProviders>,
  );
});
afterEach(cleanup);

/**
 * Opens a dialog and waits until it is on screen; returns its answer and the dialog's content
 * (the newest one: an earlier test's dialog may still be running its closing transition).
 */
async function open<T>(show: () => Promise<T>, text: string) {
  let answer!: Promise<T>;
  act(() => {
    answer = show();
  });
  await screen.findAllByText(text);
  const dialog = within(screen.getAllByRole("dialog").at(-1)!);
  return { answer, dialog };
}

function clickOutside() {
  const backdrops = document.querySelectorAll(".bp6-overlay-backdrop");
  expect(backdrops.length).toBeGreaterThan(0);
  fireEvent.mouseDown(backdrops[backdrops.length - 1]!);
}

describe("generic dialogs", () => {
  it("confirm: OK resolves true", async () => {
    const { answer, dialog } = await open(
      () => confirmDialog({ message: "Are you sure you want to delete Ada Lovelace" }),
      "Are you sure you want to delete Ada Lovelace",
    );
    expect(dialog.getByRole("heading", { name: "Confirm" })).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "OK" }));
    await expect(answer).resolves.toBe(true);
  });

  it("confirm: a click outside cancels", async () => {
    const { answer } = await open(() => confirmDialog({ message: "Delete?" }), "Delete?");
    clickOutside();
    await expect(answer).resolves.toBe(false);
  });

  it("confirm: the close button cancels, and custom button texts are used", async () => {
    const { answer, dialog } = await open(
      () => confirmDialog({ title: "Remove", message: "Remove it?", confirmText: "Remove", cancelText: "Keep" }),
      "Remove it?",
    );
    expect(dialog.getByRole("button", { name: "Keep" })).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Close" }));
    await expect(answer).resolves.toBe(false);
  });

  it("notice: Close and a click outside both resolve", async () => {
    const first = await open(() => noticeDialog({ message: "Failure loading menu" }), "Failure loading menu");
    // Two: the header's close button and the footer's Close; the footer's is the default button.
    fireEvent.click(first.dialog.getAllByRole("button", { name: "Close" }).at(-1)!);
    await expect(first.answer).resolves.toBeUndefined();
    const second = await open(() => noticeDialog({ message: "Again" }), "Again");
    clickOutside();
    await expect(second.answer).resolves.toBeUndefined();
  });

  it("text area: OK gives the edited text, a click outside gives null", async () => {
    const edited = await open(() => textAreaDialog({ title: "Edit note", value: "old" }), "Edit note");
    fireEvent.change(edited.dialog.getByRole("textbox", { name: "Edit note" }), { target: { value: "new text" } });
    fireEvent.click(edited.dialog.getByRole("button", { name: "OK" }));
    await expect(edited.answer).resolves.toBe("new text");

    const cancelled = await open(() => textAreaDialog({ title: "Other note", value: "old" }), "Other note");
    clickOutside();
    await expect(cancelled.answer).resolves.toBeNull();
  });
});
