import type { Meta, StoryObj } from "@storybook/react-vite";
import { AMSTERDAM } from "./locationFixtures.ts";
import { emptyWeek } from "./openingHours.ts";
import { OpeningHoursDialog } from "./OpeningHoursDialog.tsx";

/** The weekday editor: copy-to-next-day shows only where the rules offer it. */
const meta = {
  title: "Company locations/OpeningHoursDialog",
  component: OpeningHoursDialog,
  args: { name: "Summer", week: AMSTERDAM.weeklyOpeningHours, onSave: () => {}, onClose: () => {} },
} satisfies Meta<typeof OpeningHoursDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ShopWeek: Story = {};
export const Closed: Story = { args: { week: emptyWeek() } };
/** Wrong times: the problems show per interval and Save is disabled. */
export const WithProblems: Story = {
  args: {
    week: {
      ...emptyWeek(),
      monday: [{ opening: "10:00", closing: "09:00" }],
      tuesday: [{ opening: "9", closing: "18:00" }],
      wednesday: [
        { opening: "10:00", closing: "14:00" },
        { opening: "13:00", closing: "18:00" },
      ],
    },
  },
};
