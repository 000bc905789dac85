import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import "@blueprintjs/core/lib/css/blueprint.css";
import "./app/app.css";
import { App } from "./app/App.tsx";
import { initI18n } from "./app/i18n.ts";
import { setUpIconLoading } from "./ui/icons/iconLoader.ts";

setUpIconLoading();
void initI18n();

// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread in one long task (total blocking time on a cold load).
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
