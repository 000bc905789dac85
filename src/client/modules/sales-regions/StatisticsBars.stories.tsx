import type { Meta, StoryObj } from "@storybook/react-vite";
import { statistics } from "./salesRegionFixtures.ts";
import { statisticsBars } from "./statisticsBars.ts";
import { StatisticsBars } from "./StatisticsBars.tsx";

const meta = {
  title: "Sales regions/StatisticsBars",
  component: StatisticsBars,
  parameters: { layout: "padded" },
  args: { title: "Coverage of Sweden", bars: statisticsBars(statistics) },
} satisfies Meta<typeof StatisticsBars>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Four location types: 61 % (ring to 60), 21 % (20), 5 % (5), 12 % (10). */
export const Coverage: Story = {};
/** Every zip code handled by brand stores. */
export const Whole: Story = { args: { bars: statisticsBars([{ locationType: "vividus_store", numberOfZipCodes: 40 }]) } };
/** No figures (none yet, or the read failed): nothing is drawn. */
export const Cleared: Story = { args: { bars: [] } };
