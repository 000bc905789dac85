// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as stories from "./BlueprintForm.stories.tsx";

const { Empty, Filled, WithErrors } = composeStories(stories);

afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe("the Blueprint rjsf theme", () => {
  it("renders each widget as its Blueprint control", () => {
    render(<Filled />);
    expect(field("Name").closest(".bp6-input-group")).toBeTruthy();
    expect(field("E-mail").type).toBe("email");
    expect(field("Size").closest(".bp6-numeric-input")).toBeTruthy();
    expect((field("Tax code") as unknown as HTMLSelectElement).selectedOptions[0]!.textContent).toBe("6% Sverige");
    expect(screen.getByText("FSC").closest(".bp6-tag")).toBeTruthy();
    expect(screen.getByText("Svanen").closest(".bp6-tag")).toBeTruthy();
    expect(field("Delivered on").value).toBe("2026-03-01");
    expect((screen.getByRole("switch", { name: "Active" }) as HTMLInputElement).checked).toBe(true);
    expect(field("Note").tagName).toBe("TEXTAREA");
    expect(screen.getByText("Shown to staff only.")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Address" })).toBeTruthy();
    expect(field("City").value).toBe("Köping");
  });

  it("hands typed values back: numbers as numbers, enum choices by value, switches as booleans, empties as undefined", async () => {
    const onChange = vi.fn();
    render(<Filled onChange={onChange} />);
    const last = () => onChange.mock.calls.at(-1)![0].formData;
    fireEvent.change(field("Tax code"), { target: { value: "0" } });
    await waitFor(() => expect(last().tax).toBe(1));
    fireEvent.click(screen.getByRole("switch", { name: "Active" }));
    await waitFor(() => expect(last().isActive).toBe(false));
    fireEvent.change(field("Name"), { target: { value: "" } });
    await waitFor(() => expect(last().name).toBeUndefined());
    fireEvent.change(field("Note"), { target: { value: "Ring first" } });
    await waitFor(() => expect(last().note).toBe("Ring first"));
  });

  it("shows client and extra errors inline under their fields and in the list", () => {
    render(<WithErrors />);
    expect(screen.getByText("is already in use")).toBeTruthy();
    expect(field("E-mail").closest(".bp6-form-group")!.className).toContain("bp6-intent-danger");
    expect(screen.getByText("Errors")).toBeTruthy();
  });

  it("renders an empty form with its required marker", () => {
    render(<Empty />);
    expect(screen.getByText("*")).toBeTruthy();
    expect(field("Name").value).toBe("");
  });
});
