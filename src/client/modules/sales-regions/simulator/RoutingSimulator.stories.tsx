import type { Meta, StoryObj } from "@storybook/react-vite";
import { RoutingSimulator } from "./RoutingSimulator.tsx";
import { simulatorHandlers } from "./simulatorFixtures.ts";

/** The routing simulator (issue 15), fed by the rule test's msw answers in simulatorFixtures.ts. */
const meta = {
  title: "Sales regions/RoutingSimulator",
  component: RoutingSimulator,
  parameters: { layout: "padded", msw: { handlers: simulatorHandlers() } },
  args: { countryCode: "SE", zipCode: null },
} satisfies Meta<typeof RoutingSimulator>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing simulated yet: type a zip code and press Simulate. */
export const Idle: Story = {};
/** A zip-code area clicked on the map: a community's contract area beats its working area. */
export const FromTheMap: Story = { args: { zipCode: "211 22" } };
/** Only the state (level 1) has a handler: "no handler on the zip code or smaller regions". */
export const StateLevel: Story = { args: { zipCode: "252 21" } };
/** The region's store has no e-mail address: skipped, the country's store gets the request. */
export const SkippedWithoutEmail: Story = { args: { zipCode: "111 22" } };
/** Nothing but the country's fallback e-mail. */
export const FallbackOnly: Story = { args: { zipCode: "999 99" } };
/** No store and no fallback e-mail: not routed. */
export const Nobody: Story = { args: { zipCode: "000 00" } };
/** No country chosen yet: the simulator cannot run. */
export const WithoutCountry: Story = { args: { countryCode: null } };
/** The server refused: its message shows. */
export const ServerMessage: Story = { args: { zipCode: "503 00" } };
/** The server failed without an error body: 'Unknown error'. */
export const UnknownError: Story = { args: { zipCode: "502 00" } };
