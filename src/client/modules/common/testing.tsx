import { useState, type ComponentType, type ReactElement, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createInstance } from "i18next";
import type { RequestHandler } from "msw";
import type { SetupServer } from "msw/node";
import { I18nextProvider, initReactI18next } from "react-i18next";
import accountsEn from "../accounts/locales/en.json" with { type: "json" };
import commonEn from "./locales/en.json" with { type: "json" };
import dashboardEn from "../dashboard/locales/en.json" with { type: "json" };
import regionGroupsEn from "../region-groups/locales/en.json" with { type: "json" };

/** An i18next instance with these modules' English texts, so tests assert on what users read. */
export function testI18n() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: { ...accountsEn, ...commonEn, ...dashboardEn, ...regionGroupsEn } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** The providers a module screen expects from the shell: translations and a query client without retries. */
export function TestProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  const [i18n] = useState(testI18n);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}

export function renderWithProviders(ui: ReactElement) {
  return render(ui, { wrapper: TestProviders });
}

/** A story from composeStories: a component that carries its parameters. */
type ComposedStory = ComponentType & { parameters?: { msw?: { handlers?: RequestHandler[] } } };

/** Renders a story as a test case: its msw handlers answer the calls (stories double as tests). */
export function renderStory(Story: ComposedStory, server: SetupServer) {
  server.use(...(Story.parameters?.msw?.handlers ?? []));
  return renderWithProviders(<Story />);
}
