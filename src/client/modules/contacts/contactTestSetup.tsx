import { render, screen } from "@testing-library/react";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import type { CurrentUser } from "../../app/session.tsx";
import { RegisteredScreenFrame } from "../common/RegisteredScreenFrame.tsx";

export const CONTACTS_ROUTE = "/app/contacts";

/** The contact list as the shell mounts it (the engine with the YAML and the extension), on a path and query. */
export function renderContactScreen(route = CONTACTS_ROUTE, permissions?: CurrentUser["permissions"]) {
  return render(
    <ShellTestProviders>
      <RegisteredScreenFrame path={CONTACTS_ROUTE} route={route} permissions={permissions} />
    </ShellTestProviders>,
  );
}

/** The contact list once its first page shows (the first open loads the engine lazily). */
export async function renderContactList(route = CONTACTS_ROUTE) {
  const view = renderContactScreen(route);
  await screen.findByText("Berglund", undefined, { timeout: 20_000 });
  return view;
}

// The request recorder and router helpers of the location screens serve here too.
export { currentLocation, pathOf, queryOf, recordRequests as recordContactRequests } from "../company-locations/locationTestSetup.tsx";
