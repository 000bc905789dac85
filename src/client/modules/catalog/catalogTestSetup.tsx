import { render, screen } from "@testing-library/react";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { CatalogScreenFrame, type CatalogScreenFrameProps } from "./CatalogScreenFrame.tsx";

/**
 * Renders the screen with the app's providers and real English texts, and waits until the
 * first page shows (the first open loads the engine, rjsf and the config lazily).
 */
export async function renderCatalogScreen(props: CatalogScreenFrameProps = {}) {
  const view = render(
    <ShellTestProviders>
      <CatalogScreenFrame {...props} />
    </ShellTestProviders>,
  );
  await screen.findByRole("heading", { name: "Catalog Requests" }, { timeout: 20_000 });
  return view;
}

/** The table row holding a text. */
export const rowWith = (text: string) => screen.getByText(text).closest("tr")!;

/** The router's current path and query. */
export const currentLocation = () => screen.getByTestId("location").textContent!;

/** The query parameters of a recorded request. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
