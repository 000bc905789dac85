import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { hasPermission } from "../../../shared/permissions.ts";
import { serverFieldErrors } from "../controllers/dialogForm.ts";
import type { Row } from "../controllers/useScreenTable.ts";
import { openedDialog, type OpenDialog } from "../controllers/openedDialog.ts";
import { loadScreenConfig } from "../registry.ts";
import type { DialogKind, ScreenConfig } from "../screenConfig.ts";
import { SITE_ROWS } from "../testing/sitesFixtures.ts";
import { ScreenDialog } from "./ScreenDialog.tsx";

interface Args {
  kind: DialogKind;
  row?: Row;
  /** The account's permission codes: parts without theirs are hidden. */
  permissions: string[];
  isSaving?: boolean;
  /** Server field errors after a failed save, e.g. { slug: "is already in use" }. */
  serverFields?: Record<string, string>;
  serverMessage?: string;
  /** The save was refused as stale (409 on the concurrency token). */
  isStale?: boolean;
  onSubmit?(values: unknown): void;
  onCancel?(): void;
}

function DialogStory({
  config,
  kind,
  row,
  permissions,
  isSaving = false,
  serverFields,
  serverMessage,
  isStale = false,
  onSubmit,
  onCancel,
}: Args & { config: ScreenConfig }) {
  const { t } = useTranslation();
  const open: OpenDialog = openedDialog(config.dialogs[kind]!, row, {
    has: (code) => hasPermission(permissions, code),
    t,
    validators: config.formValidators,
  });
  const failure = serverMessage ? { message: serverMessage, isStale, ...serverFieldErrors(serverFields, open.schema) } : null;
  const current = { ...open, isSaving, failure };
  return (
    <ScreenDialog
      dialogs={{ current, cancel: () => onCancel?.(), change: () => {}, submit: async (values) => (onSubmit?.(values), false) }}
    />
  );
}

/** The sites screen's dialogs (generated config) in each state. */
const meta = {
  title: "Screens/ScreenDialog",
  loaders: [async () => ({ config: await loadScreenConfig("sites") })],
  render: (args, { loaded }) => <DialogStory {...args} config={loaded.config as ScreenConfig} />,
  args: { kind: "edit", row: SITE_ROWS[0], permissions: ["all"] },
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const EditWithoutDesignAndSeo: Story = { args: { permissions: ["cms"] } };
export const Create: Story = { args: { kind: "create", row: undefined, permissions: ["cms"] } };
export const Saving: Story = { args: { isSaving: true } };
export const SaveFailed: Story = {
  args: {
    serverMessage: "Another site already uses this slug.",
    serverFields: { slug: "is already in use", "properties.design.primaryColor": 'must match pattern "^#[0-9A-Fa-f]{6}$"' },
  },
};
