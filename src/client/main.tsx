import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import "@blueprintjs/core/lib/css/blueprint.css";
import "./app/app.css";
import { App } from "./app/App.tsx";
import { preloadFor } from "./app/earlyLoads.ts";
import { initI18n } from "./app/i18n.ts";
import { createAppQueryClient } from "./app/queryClient.ts";
import { setUpIconLoading } from "./ui/icons/iconLoader.ts";

setUpIconLoading();
void initI18n();
const queryClient = createAppQueryClient();

// An application URL renders once the shell's (and the start screen's) chunks are in: rendered
// before, each would show a fallback first, and React holds back the reveal after a fallback by
// up to 300 ms, twice over. The session calls are already under way meanwhile.
void preloadFor(window.location.hash, queryClient).then(() => {
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task (total blocking time on a cold load).
  startTransition(() => {
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
