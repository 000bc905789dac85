import type { ReactElement } from "react";
import { render, screen } from "@testing-library/react";
import type { SetupServer } from "msw/node";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { RegisteredScreenFrame } from "../common/RegisteredScreenFrame.tsx";
import { LocationFrame, LOCATIONS_ROUTE, type LocationFrameProps } from "./LocationFrame.tsx";

/** Renders with the app's providers and real English texts, inside a session and a router. */
export function renderInFrame(ui: ReactElement, frame: Omit<LocationFrameProps, "children"> = {}) {
  return render(
    <ShellTestProviders>
      <LocationFrame {...frame}>{ui}</LocationFrame>
    </ShellTestProviders>,
  );
}

/** The location list as the shell mounts it (the engine with the screen's YAML and extension), not yet loaded. */
export function renderLocationScreen(frame: Omit<LocationFrameProps, "children"> = {}) {
  return render(
    <ShellTestProviders>
      <RegisteredScreenFrame path={LOCATIONS_ROUTE} {...frame} />
    </ShellTestProviders>,
  );
}

/** The location list, once its first page shows (the first open loads the engine lazily). */
export async function renderLocationList(frame: Omit<LocationFrameProps, "children"> = {}) {
  const view = renderLocationScreen(frame);
  await screen.findByText("Vividus Store Amsterdam", undefined, { timeout: 20_000 });
  return view;
}

/** Every request the server saw, cloned so bodies can be read after the handlers did. */
export function recordRequests(server: SetupServer) {
  const requests: Request[] = [];
  server.events.on("request:start", ({ request }) => void requests.push(request.clone()));
  return {
    all: () => requests,
    writes: () => requests.filter((r) => r.method !== "GET"),
    clear: () => void (requests.length = 0),
  };
}

/** The table row holding a text. */
export const rowWith = (text: string) => screen.getByText(text).closest("tr")!;

/** The router's current path and query. */
export const currentLocation = () => screen.getByTestId("location").textContent!;

export const pathOf = (request: Request) => new URL(request.url).pathname;
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
