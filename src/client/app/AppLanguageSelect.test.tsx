import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useTranslation } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { AppLanguageSelect } from "./AppLanguageSelect.tsx";
import { storedLanguage } from "./languages.ts";
import { createTestI18n } from "./testing/testI18n.ts";
import { ShellTestProviders } from "./testing/ShellTestProviders.tsx";

function LogoutText() {
  const { t } = useTranslation();
  return <p>{t("shell.topBar.logout")}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("language switch", () => {
  it("starts in Swedish and switches the texts to English, remembering the choice", async () => {
    const i18n = createTestI18n(storedLanguage());
    render(
      <ShellTestProviders i18n={i18n}>
        <AppLanguageSelect />
        <LogoutText />
      </ShellTestProviders>,
    );
    const select = screen.getByRole("combobox", { name: "Språk" }) as HTMLSelectElement;
    expect(select.value).toBe("sv_SE");
    expect(screen.getByText("Logga ut")).toBeTruthy();

    fireEvent.change(select, { target: { value: "en" } });

    expect(await screen.findByText("Log out")).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Language" }) as HTMLSelectElement).value).toBe("en");
    expect(localStorage.getItem("backoffice.language")).toBe("en");
    expect(storedLanguage()).toBe("en");
  });

  it("ignores a remembered value that is not a language", () => {
    localStorage.setItem("backoffice.language", "xx");
    expect(storedLanguage()).toBe("sv_SE");
  });
});
