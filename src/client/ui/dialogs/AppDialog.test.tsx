import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "../../app/testing/testI18n.ts";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { AppDialog } from "./AppDialog.tsx";

afterEach(cleanup);

describe("AppDialog", () => {
  it("names its close button in the user's language and is labelled by its title", () => {
    const onClose = vi.fn();
    render(
      <ShellTestProviders i18n={createTestI18n("sv_SE")}>
        <AppDialog isOpen title="Redigera butik" onClose={onClose}>
          <p>innehåll</p>
        </AppDialog>
      </ShellTestProviders>,
    );
    const dialog = screen.getByRole("dialog", { name: "Redigera butik" });
    fireEvent.click(screen.getByRole("button", { name: "Stäng" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.textContent).toContain("innehåll");
  });

  it("leaves the close button out when asked, and the header without a title", () => {
    render(
      <ShellTestProviders i18n={createTestI18n("en")}>
        <AppDialog isOpen title="Edit" isCloseButtonShown={false} onClose={() => undefined} />
      </ShellTestProviders>,
    );
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    cleanup();
    render(
      <ShellTestProviders i18n={createTestI18n("en")}>
        <AppDialog isOpen onClose={() => undefined}>
          <p>body only</p>
        </AppDialog>
      </ShellTestProviders>,
    );
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    expect(screen.getByText("body only")).toBeTruthy();
  });
});
