// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import * as stories from "./OutboxMailDialog.stories.tsx";

const { KeptUnsent, Sent, Refused } = composeStories(stories);

afterEach(cleanup);

const fact = (name: string) =>
  within(screen.getByRole("table", { name: "Sender, recipient and state" }))
    .getByRole("row", { name: new RegExp(`^${name}`) })
    .querySelector("td")!.textContent;

describe("reading a mail of the outbox", () => {
  it("shows the envelope, that it is not sent, and the text as written", async () => {
    render(
      <ShellTestProviders>
        <KeptUnsent />
      </ShellTestProviders>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Katalogbeställning #17 från Åsa Öberg, 211 22 Malmö" });
    expect(fact("From")).toBe("Back-office <no-reply@localhost>");
    expect(fact("To")).toBe("centrum@example.test");
    expect(fact("Reply to")).toBe("asa@customer.test");
    expect(fact("Written")).toBe("2026-03-02 10:15");
    expect(fact("Sent")).toBe("Not sent");
    expect(within(dialog).getByLabelText("Text of the mail").textContent).toBe(
      "Hej Centrum Sängar,\n\nÅsa Öberg vill ha vår katalog.\nStorgatan 1, 211 22 Malmö\n",
    );
    expect(within(dialog).queryByText("The mail server refused it")).toBeNull();
  });

  it("shows when a sent mail went", async () => {
    render(
      <ShellTestProviders>
        <Sent />
      </ShellTestProviders>,
    );
    await screen.findByRole("dialog");
    expect(fact("Sent")).toBe("2026-03-02 10:15");
    expect(fact("Attempts")).toBe("1");
  });

  it("shows the mail server's refusal, and closes", async () => {
    const onClose = vi.fn();
    render(
      <ShellTestProviders>
        <Refused onClose={onClose} />
      </ShellTestProviders>,
    );
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("The mail server refused it")).toBeTruthy();
    expect(within(dialog).getByText("550 5.1.1 No such user")).toBeTruthy();
    expect(fact("Reply to")).toBe("–");
    expect(within(dialog).getByLabelText("Text of the mail").textContent).toBe("(no text)");
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });
});
