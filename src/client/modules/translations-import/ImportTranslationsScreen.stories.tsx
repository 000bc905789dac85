import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { translationHandlers } from "../translations/translationHandlers.ts";
import { ImportTranslationsFrame } from "./ImportTranslationsFrame.tsx";

/** Import/Export translations: the export by filter, and the import of one language from a file. */
const meta = {
  title: "CMS/ImportTranslationsScreen",
  component: ImportTranslationsFrame,
  parameters: { layout: "fullscreen", msw: { handlers: translationHandlers() } },
} satisfies Meta<typeof ImportTranslationsFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing uploaded yet: the Import button waits for a file. */
export const Start: Story = {};

/** A translator whose language no site has: the language is chosen by hand. */
export const NoDefaultLanguage: Story = { args: { languagePermissions: ["fi"] } };

export const LanguagesFail: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/cms/translations-import/available-languages", () => new HttpResponse(null, { status: 503 })),
        ...translationHandlers(),
      ],
    },
  },
};
