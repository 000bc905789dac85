import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http } from "msw";
import { RegisteredScreenFrame } from "../common/RegisteredScreenFrame.tsx";
import { LOCATIONS_ROUTE } from "./LocationFrame.tsx";
import { failingHandlers, locationHandlers } from "./locationHandlers.ts";

type Args = { route?: string; permissions?: string[] };

/** The location list (YAML screen plus its extension) against msw data: NL and active by default, URL-kept state, inline edits. */
const meta = {
  title: "Company locations/CompanyLocationsScreen",
  render: ({ route, permissions }: Args) => (
    <RegisteredScreenFrame path={LOCATIONS_ROUTE} route={route} permissions={permissions as never} />
  ),
  parameters: { layout: "fullscreen", msw: { handlers: locationHandlers() } },
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Locations: Story = {};
/** Sorted by name descending and searched: all of it in the URL. */
export const SearchedAndSorted: Story = {
  args: {
    route: `${LOCATIONS_ROUTE}?sort=name&direction=desc&filters=${encodeURIComponent('{"country":"NL","active":true,"search":"a"}')}`,
  },
};
/** Sweden has no locations in the data: the empty state. */
export const NoMatches: Story = { args: { route: `${LOCATIONS_ROUTE}?filters=${encodeURIComponent('{"country":"SE","active":true}')}` } };
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get("*/rest/company/locations/get-by-page", () => delay("infinite"))] } },
};
/** 'Could not retrieve locations'. */
export const LoadFails: Story = { parameters: { msw: { handlers: [failingHandlers.list] } } };
/** Type changes and customer numbers are refused by the server. */
export const InlineEditsFail: Story = {
  parameters: { msw: { handlers: [failingHandlers.type, failingHandlers.customerNumber, ...locationHandlers()] } },
};
/** Without the manager permission the Managers button is not offered. */
export const WithoutManagerPermission: Story = { args: { permissions: ["company"] } };
