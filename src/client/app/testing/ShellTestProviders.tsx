import { useState, type ReactNode } from "react";
import { BlueprintProvider } from "@blueprintjs/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { createTestI18n } from "./testI18n.ts";

export interface ShellTestProvidersProps {
  i18n?: i18n;
  queryClient?: QueryClient;
  children: ReactNode;
}

/** The app's providers with real texts and a query client that never retries. */
export function ShellTestProviders({ i18n, queryClient, children }: ShellTestProvidersProps) {
  const [ownI18n] = useState(() => i18n ?? createTestI18n());
  const [ownClient] = useState(
    () => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <BlueprintProvider>
      <QueryClientProvider client={ownClient}>
        <I18nextProvider i18n={ownI18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </BlueprintProvider>
  );
}
