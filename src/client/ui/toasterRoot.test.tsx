import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "./toaster.ts";
import { removeToaster } from "./toasterRoot.ts";

describe("removeToaster", () => {
  it("takes the toasts and their element off the page, and the next toast brings them back", async () => {
    toast.error("First notice");
    expect(await screen.findByText("First notice")).toBeTruthy();
    expect(document.querySelectorAll(".app-toaster")).toHaveLength(1);

    act(() => removeToaster());
    expect(screen.queryByText("First notice")).toBeNull();
    expect(document.querySelectorAll(".app-toaster")).toHaveLength(0);

    toast.success("Second notice");
    expect(await screen.findByText("Second notice")).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll(".app-toaster")).toHaveLength(1));
    expect(screen.queryByText("First notice")).toBeNull();
  });

  it("does nothing when no toast was shown", () => {
    expect(() => removeToaster()).not.toThrow();
  });
});
