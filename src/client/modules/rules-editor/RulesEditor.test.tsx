// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { cleanup, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import * as stories from "./RulesEditor.stories.tsx";

const { Empty, Nested, StandardProperties, UnknownProperty, Disabled } = composeStories(stories);

// Stories double as tests: each story holds the rules in state and prints them as data.rules.
function show(Story: React.ComponentType) {
  const user = userEvent.setup();
  render(
    <ShellTestProviders>
      <Story />
    </ShellTestProviders>,
  );
  return user;
}

/** The rules the editor handed to its owner last (the story prints them). */
const saved = () => JSON.parse(screen.getByTestId("data.rules").textContent!);
const select = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;
const button = (name: string) => screen.getByRole("button", { name });
const comparator = (property: string, comparator: string, value: unknown) => ({ type: "comparator", property, comparator, value });

afterEach(cleanup);

describe("the rules editor", () => {
  it("starts a block's rules with a condition in an && top group, and focuses it", async () => {
    const user = show(Empty);
    expect(screen.getByText("No display rules yet.")).toBeTruthy();
    await user.click(button("Add condition"));
    expect(saved()).toEqual({ type: "logical", operator: "&&", rules: [comparator("country", "==", "")] });
    expect(select("Top group: match").value).toBe("&&");
    expect(document.activeElement).toBe(select("Condition 1: property"));
    // Country, language and the added 'Bed Model' entry.
    expect(
      within(select("Condition 1: property"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Country", "Language", "Bed Model"]);
  });

  it("gives a new top group && and each nested group the opposite of its parent", async () => {
    const user = show(Empty);
    await user.click(button("Add group"));
    expect(saved()).toEqual({ type: "logical", operator: "&&", rules: [] });
    await user.click(button("Add group to Top group"));
    expect(select("Group 1: match").value).toBe("||");
    await user.click(button("Add group to Group 1"));
    expect(select("Group 1.1: match").value).toBe("&&");
    expect(saved()).toEqual({
      type: "logical",
      operator: "&&",
      rules: [{ type: "logical", operator: "||", rules: [{ type: "logical", operator: "&&", rules: [] }] }],
    });
    // A group added now takes its parent's operator as it is then.
    await user.selectOptions(select("Top group: match"), "Any of these (||)");
    await user.click(button("Add group to Top group"));
    expect(select("Group 2: match").value).toBe("&&");
  });

  it("edits a condition: property, comparator and value, each by its own control", async () => {
    const user = show(Nested);
    expect(select("Condition 1.2: comparator").value).toBe(">=");
    // Numbers offer every comparator; the bed model only equality.
    expect(within(select("Condition 1.2: comparator")).getAllByRole("option")).toHaveLength(6);
    expect(
      within(select("Condition 2: comparator"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["equals (==)", "does not equal (!=)"]);
    await user.selectOptions(select("Condition 1.2: comparator"), "<"); // by value: the option text holds markup characters
    const visits = screen.getByRole("spinbutton", { name: "Condition 1.2: value" });
    await user.clear(visits);
    await user.type(visits, "10");
    await user.selectOptions(select("Condition 2: value"), "Aurora Continental");
    expect(saved().rules[0].rules[1]).toEqual(comparator("visits", "<", 10));
    expect(saved().rules[1]).toEqual(comparator("bedModel", "==", "Aurora Continental"));

    // Another property starts its value again; a comparator it does not offer becomes ==.
    await user.selectOptions(select("Condition 1.2: property"), "Customer");
    expect(saved().rules[0].rules[1]).toEqual(comparator("isCustomer", "==", true));
    await user.selectOptions(select("Condition 1.2: value"), "No");
    expect(saved().rules[0].rules[1]).toEqual(comparator("isCustomer", "==", false));
    await user.selectOptions(select("Condition 1.2: property"), "Bed Model");
    expect(saved().rules[0].rules[1]).toEqual(comparator("bedModel", "==", "Nordic Classic"));
  });

  it("types a text value as it is", async () => {
    const user = show(StandardProperties);
    const value = screen.getByRole("textbox", { name: "Condition 1: value" });
    await user.clear(value);
    await user.type(value, "en");
    expect(saved().rules).toEqual([comparator("language", "!=", "en")]);
  });

  it("changes a group's operator and leaves its nested groups' alone", async () => {
    const user = show(Nested);
    await user.selectOptions(select("Group 1: match"), "Any of these (||)");
    expect(saved().operator).toBe("||");
    expect(saved().rules[0].operator).toBe("||");
    await user.selectOptions(select("Top group: match"), "&&");
    expect(saved().operator).toBe("&&");
    expect(saved().rules[0].operator).toBe("||");
  });

  it("removes a condition, a group, and all", async () => {
    const user = show(Nested);
    await user.click(button("Remove Condition 1.1"));
    expect(saved().rules[0].rules).toEqual([comparator("visits", ">=", 3)]);
    // The focus stays in the group the node left, so the keyboard carries on from there.
    expect(document.activeElement).toBe(button("Add condition to Group 1"));
    await user.click(button("Remove Group 1"));
    expect(saved().rules).toEqual([comparator("bedModel", "==", "Nordic Classic")]);
    expect(document.activeElement).toBe(button("Add condition to Top group"));
    await user.click(button("Remove all"));
    expect(saved()).toBeNull();
    expect(screen.getByText("No display rules yet.")).toBeTruthy();
    expect(document.activeElement).toBe(button("Add condition"));
    expect(screen.queryByRole("button", { name: "Remove all" })).toBeNull();
  });

  it("is worked by keyboard alone: Tab to a control, Enter or Space to act", async () => {
    const user = show(Empty);
    await user.tab();
    expect(document.activeElement).toBe(button("Add condition"));
    await user.keyboard("{Enter}");
    expect(saved().rules).toHaveLength(1);
    // The new condition's property has the focus; Tab walks its controls to the group's buttons.
    await user.tab();
    expect(document.activeElement).toBe(select("Condition 1: comparator"));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button("Remove Condition 1"));
    await user.tab();
    expect(document.activeElement).toBe(button("Add condition to Top group"));
    await user.tab();
    await user.keyboard(" ");
    expect(saved().rules[1]).toEqual({ type: "logical", operator: "||", rules: [] });
    expect(document.activeElement).toBe(select("Group 2: match"));
  });

  it("names every control, so each is reachable and told apart", () => {
    show(Nested);
    const controls = [...screen.getAllByRole("button"), ...screen.getAllByRole("combobox"), ...screen.getAllByRole("spinbutton")];
    const names = controls.map((control) => control.getAttribute("aria-label") ?? control.textContent);
    expect(names.every((name) => name && name.trim().length > 0)).toBe(true);
    expect(controls.every((control) => control.tabIndex >= 0)).toBe(true);
  });

  it("shows rules saved elsewhere as they are: a lone comparator and an unlisted property", () => {
    show(UnknownProperty);
    expect(select("Top group: match").value).toBe("&&");
    expect(select("Condition 1: property").value).toBe("segment");
    expect(select("Condition 1: comparator").value).toBe("<");
    expect((screen.getByRole("textbox", { name: "Condition 1: value" }) as HTMLInputElement).value).toBe("gold");
    // Nothing changes until staff edit.
    expect(saved()).toEqual(comparator("segment", "<", "gold"));
  });

  it("changes nothing while disabled", () => {
    show(Disabled);
    const controls = [...screen.getAllByRole("button"), ...screen.getAllByRole("combobox")];
    expect(controls.length).toBeGreaterThan(5);
    expect(controls.every((control) => (control as HTMLButtonElement).disabled)).toBe(true);
  });
});
