import type { Meta, StoryObj } from "@storybook/react-vite";
import { handlerColor } from "./handlerPalette.ts";
import { HandlerLegend } from "./HandlerLegend.tsx";

const named = (id: number, name: string, regionCount: number) => ({ id, name, regionCount, color: handlerColor(id) });

const meta = {
  title: "Sales regions/HandlerLegend",
  component: HandlerLegend,
  args: {
    level: 2,
    handlers: [named(101, "Malmö Centrum", 3), named(102, "Lund Stortorget", 1), named(121, "Helsingborg Hamn", 12)],
  },
} satisfies Meta<typeof HandlerLegend>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Each handler on the map in its colour (101 and 121 share one: their ids are 20 apart). */
export const Handlers: Story = {};

/** A level with no handlers. */
export const Empty: Story = { args: { handlers: [] } };

/** All 20 colours of the palette. */
export const Palette: Story = {
  args: { level: 1, handlers: Array.from({ length: 20 }, (_, i) => named(i, `Store ${i}`, i + 1)) },
};
