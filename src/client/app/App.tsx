import { useState } from "react";
import { AppProviders } from "./AppProviders.tsx";
import { createAppQueryClient } from "./queryClient.ts";
import { AppRouter } from "./router.tsx";

/** The whole browser app. */
export function App() {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  );
}
