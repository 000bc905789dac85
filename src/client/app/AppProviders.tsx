import { Suspense, type ReactNode } from "react";
import { OverlaysProvider } from "@blueprintjs/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { PageSpinner } from "../ui/panels/PageSpinner.tsx";

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Providers every screen relies on: Blueprint's overlay stack and react-query. (Blueprint's
 * hotkeys provider, with its dialog, comes with the application shell: the login screen does
 * not need it.)
 * Translations come from the i18next instance set up by initI18n (react-i18next's global one);
 * until its language file is in, the spinner shows (its label cannot be translated yet).
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <OverlaysProvider>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageSpinner label="…" />}>{children}</Suspense>
      </QueryClientProvider>
    </OverlaysProvider>
  );
}
