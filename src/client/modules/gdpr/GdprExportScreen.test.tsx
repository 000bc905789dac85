// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { createTestI18n } from "../../app/testing/testI18n.ts";
import { GdprExportScreen } from "./GdprExportScreen.tsx";

describe("GDPR export", () => {
  it("offers the users and the managers as CSV downloads of exportUsersCsv", () => {
    render(
      <ShellTestProviders i18n={createTestI18n("en")}>
        <GdprExportScreen />
      </ShellTestProviders>,
    );
    const users = screen.getByRole("button", { name: "Download users (CSV)" });
    const managers = screen.getByRole("button", { name: "Download managers (CSV)" });
    expect(users.getAttribute("href")).toBe("/gdpr/export/users?role=user");
    expect(managers.getAttribute("href")).toBe("/gdpr/export/users?role=manager");
    expect(users.hasAttribute("download")).toBe(true);
    expect(screen.getByRole("heading", { name: "GDPR export" })).toBeTruthy();
  });

  it("speaks Swedish", () => {
    render(
      <ShellTestProviders i18n={createTestI18n("sv_SE")}>
        <GdprExportScreen />
      </ShellTestProviders>,
    );
    expect(screen.getByRole("button", { name: "Ladda ner användare (CSV)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "GDPR-export" })).toBeTruthy();
  });
});
