import { HotkeysProvider } from "@blueprintjs/core";
import { SessionGate } from "./SessionGate.tsx";
import { ShellFrame } from "./ShellFrame.tsx";

/** Everything under #/app: loaded as its own chunk, so the login screen does not carry it. */
export function AppShell() {
  return (
    <HotkeysProvider>
      <SessionGate>
        <ShellFrame />
      </SessionGate>
    </HotkeysProvider>
  );
}
