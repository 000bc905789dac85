// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScreenTestProviders } from "../testing/ScreenTestProviders.tsx";
import * as stories from "./ScreenDialog.stories.tsx";

const { Edit, EditWithoutDesignAndSeo, Create, Saving, SaveFailed } = composeStories(stories);

afterEach(cleanup);

async function show(story: { load(): Promise<void> }, props: Record<string, unknown> = {}) {
  await story.load();
  const Story = story as unknown as (props: Record<string, unknown>) => React.ReactElement;
  render(
    <ScreenTestProviders>
      <Story {...props} />
    </ScreenTestProviders>,
  );
  return screen.findByRole("dialog");
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe("ScreenDialog stories", () => {
  it("Edit shows the site's fields with the design and SEO parts", async () => {
    const dialog = await show(Edit);
    expect(dialog.textContent).toContain("Edit site");
    expect(input("Name").value).toBe("Deutschland");
    expect(input("Language code").value).toBe("de");
    expect(input("Slug").value).toBe("de");
    expect((screen.getByRole("switch", { name: "Active" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Design")).toBeTruthy();
    expect(input("Theme").value).toBe("classic");
    expect(screen.getByText("SEO")).toBeTruthy();
    expect(input("Custom CSS").tagName).toBe("TEXTAREA");
  });

  it("hides the design part without cmsDesign and the SEO part without cmsSeo", async () => {
    await show(EditWithoutDesignAndSeo);
    expect(screen.queryByText("Design")).toBeNull();
    expect(screen.queryByText("SEO")).toBeNull();
    expect(screen.queryByText("Settings")).toBeNull();
    expect(input("Name").value).toBe("Deutschland");
  });

  it("Create starts empty and inactive", async () => {
    const dialog = await show(Create);
    expect(dialog.textContent).toContain("Create site");
    expect(input("Name").value).toBe("");
    expect((screen.getByRole("switch", { name: "Active" }) as HTMLInputElement).checked).toBe(false);
  });

  it("checks the form in the browser and shows the errors under their fields", async () => {
    const onSubmit = vi.fn();
    await show(Create, { onSubmit });
    fireEvent.change(input("Slug"), { target: { value: "Not A Slug" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getAllByText("Required").length).toBeGreaterThanOrEqual(2));
    expect(screen.getByText("Wrong format")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the entered values", async () => {
    const onSubmit = vi.fn();
    await show(Edit, { onSubmit });
    fireEvent.change(input("Name"), { target: { value: "Deutschland und Österreich" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: "Deutschland und Österreich", languageCode: "de", isActive: true });
  });

  it("SaveFailed shows the server's message and its field errors on the fields", async () => {
    await show(SaveFailed);
    expect(screen.getByRole("alert").textContent).toContain("Another site already uses this slug.");
    expect(screen.getByText("is already in use")).toBeTruthy();
    expect(screen.getByText(/must match pattern/)).toBeTruthy();
  });

  it("Saving makes the form read-only (still focusable) and disables the cancel button", async () => {
    await show(Saving);
    expect(input("Name").readOnly).toBe(true);
    expect(input("Name").disabled).toBe(false);
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
  });
});
