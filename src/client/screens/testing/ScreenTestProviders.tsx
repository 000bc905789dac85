import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, useLocation } from "react-router-dom";
import { testI18n } from "./i18n.ts";

export interface ScreenTestProvidersProps {
  /** The hash route's path and query the screen starts on, e.g. "/app/cms/sites?page=2". */
  route?: string;
  queryClient?: QueryClient;
  /** Texts; default the engine's own (a screen whose texts live with its module passes the app's, createTestI18n). */
  i18n?: I18n;
  children: ReactNode;
}

/** What the shell provides around a screen: router, react-query and i18n. */
export function ScreenTestProviders({ route = "/", queryClient, i18n = testI18n, children }: ScreenTestProvidersProps) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <CurrentLocation />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The router's current query, readable in tests as data-testid="location". */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location" hidden>{`${location.pathname}${location.search}`}</output>;
}
