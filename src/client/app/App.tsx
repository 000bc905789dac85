import { useState } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { AppProviders } from "./AppProviders.tsx";
import { createAppQueryClient } from "./queryClient.ts";
import { AppRouter } from "./router.tsx";

/** The whole browser app; the entry may hand in the query client it started loading with. */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createAppQueryClient());
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  );
}
