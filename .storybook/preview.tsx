import "@blueprintjs/core/lib/css/blueprint.css";
import "../src/client/app/app.css";
import { useEffect, useState, type ReactNode } from "react";
import { BlueprintProvider } from "@blueprintjs/core";
import type { Decorator, Preview } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { initialize, mswLoader } from "msw-storybook-addon";
import { I18nextProvider } from "react-i18next";
import { allApiMockHandlers, sessionMockHandlers } from "../src/client/api/mocks.ts";
import { createTestI18n } from "../src/client/app/testing/testI18n.ts";
import { DialogHost } from "../src/client/ui/dialogs/DialogHost.tsx";
import { setUpIconLoading } from "../src/client/ui/icons/iconLoader.ts";

// Base answers for every story: a logged-in admin, then faker data for any other operation.
// A story's own `parameters.msw.handlers` come first (msw prepends them), so they win.
initialize({ onUnhandledRequest: "bypass" }, [...sessionMockHandlers(), ...allApiMockHandlers()]);
setUpIconLoading();
// The global instance: react-i18next and the toaster's default texts both read it.
createTestI18n("sv_SE", i18next);

/** The app's providers, a fresh query cache per story, and the language of the toolbar. */
const withAppProviders: Decorator = (Story, context) => (
  <StoryProviders language={context.globals.locale === "en" ? "en" : "sv_SE"}>
    <Story />
  </StoryProviders>
);

/** A component, not the decorator itself, so its hooks live in a component (rules of hooks). */
function StoryProviders({ language, children }: { language: string; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  useEffect(() => {
    void i18next.changeLanguage(language);
  }, [language]);
  return (
    <BlueprintProvider>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18next}>
          {children}
          <DialogHost />
        </I18nextProvider>
      </QueryClientProvider>
    </BlueprintProvider>
  );
}

const preview: Preview = {
  decorators: [withAppProviders],
  loaders: [mswLoader],
  globalTypes: {
    locale: {
      description: "Interface language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "sv_SE", title: "Svenska" },
          { value: "en", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "sv_SE" },
  parameters: {
    a11y: { test: "error" },
    layout: "padded",
  },
};

export default preview;
