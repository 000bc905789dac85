import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { hasPermission } from "../../../shared/permissions.ts";
import { serverFieldErrors } from "../../screens/controllers/dialogForm.ts";
import { openedDialog } from "../../screens/controllers/openedDialog.ts";
import { loadScreenConfig } from "../../screens/registry.ts";
import type { ScreenConfig } from "../../screens/screenConfig.ts";
import { ScreenDialog } from "../../screens/views/ScreenDialog.tsx";
import { statusLabelsOf } from "./catalogLabels.ts";
import { CATALOG_ORDERS } from "./catalogFixtures.ts";
import type { CatalogOrder } from "./catalogTypes.ts";
import { OrderRoutingFacts } from "./OrderRoutingFacts.tsx";

interface Args {
  order: CatalogOrder;
  /** After a failed save: the message above the form, field errors under the fields. */
  serverMessage?: string;
  serverFields?: Record<string, string>;
  /** The save was refused as stale (409 on the concurrency token). */
  isStale?: boolean;
  isSaving?: boolean;
}

function DialogStory({ config, order, serverMessage, serverFields, isStale = false, isSaving = false }: Args & { config: ScreenConfig }) {
  const { t } = useTranslation();
  const open = openedDialog(config.dialogs.edit!, order, {
    has: (code) => hasPermission(["all"], code),
    t,
    validators: config.formValidators,
  });
  const failure = serverMessage ? { message: serverMessage, isStale, ...serverFieldErrors(serverFields, open.schema) } : null;
  const dialogs = {
    current: { ...open, failure, isSaving },
    canDelete: true,
    cancel: () => {},
    change: () => {},
    submit: async () => false,
    remove: async () => false,
    reload: async () => {},
  };
  return (
    <ScreenDialog
      dialogs={dialogs}
      renderIntro={(d) => <OrderRoutingFacts order={d.row as CatalogOrder} statusLabels={statusLabelsOf(config)} />}
    />
  );
}

/** The catalog request dialog: routing facts above the 'information' pane, delete beside save. */
const meta = {
  title: "Catalog/CatalogOrderDialog",
  loaders: [async () => ({ config: await loadScreenConfig("catalogOrders") })],
  render: (args, { loaded }) => <DialogStory {...args} config={loaded.config as ScreenConfig} />,
  args: { order: CATALOG_ORDERS[0]! },
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotSentYet: Story = {};
export const Delivered: Story = { args: { order: CATALOG_ORDERS[1]! } };
export const Unmatched: Story = { args: { order: CATALOG_ORDERS[2]! } };
/** A save refused because the request changed meanwhile: reload offered. */
export const StaleSave: Story = {
  args: { isStale: true, serverMessage: "The catalog request changed since it was opened. Reload it to see the changes, then save again." },
};
export const SaveFailed: Story = {
  args: { serverMessage: "An error occurred when saving Catalog Request.", serverFields: { zipCode: "is not a zip code of SE" } },
};
