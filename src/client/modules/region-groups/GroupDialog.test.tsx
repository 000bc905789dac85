// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../common/testing.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { newGroupDraft } from "./groupDraft.ts";
import { GroupDialog } from "./GroupDialog.tsx";
import { regionGroupHandlers } from "./regionGroupHandlers.ts";
import { groupTree } from "./regionGroupFixtures.ts";

vi.mock("../../ui/toaster.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

setupTestServer(...regionGroupHandlers);

describe("GroupDialog", () => {
  it("holds the name and description to the contract's limits and says so (a longer name was a bare 400)", async () => {
    renderWithProviders(<GroupDialog initial={newGroupDraft()} tree={groupTree} onClose={() => {}} />);
    const name = screen.getByLabelText("Name (required)") as HTMLInputElement;
    expect(name.maxLength).toBe(200);
    expect(document.getElementById(name.getAttribute("aria-describedby")!)!.textContent).toBe("At most 200 characters");
    const description = screen.getByLabelText("Description") as HTMLTextAreaElement;
    expect(description.maxLength).toBe(2000);
    expect(document.getElementById(description.getAttribute("aria-describedby")!)!.textContent).toBe("At most 2000 characters");
    expect((document.querySelector("form") as HTMLFormElement).noValidate).toBe(true);
    // Save waits for a name.
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(name, { target: { value: "Benelux" } });
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
