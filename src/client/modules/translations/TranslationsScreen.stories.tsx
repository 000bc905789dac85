import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { TranslationsFrame } from "./TranslationsFrame.tsx";
import { translationHandlers, translationStore } from "./translationHandlers.ts";

/** The translations table: a column per site language, one cell edited at a time, the cache purge. */
const meta = {
  title: "CMS/TranslationsScreen",
  component: TranslationsFrame,
  parameters: { layout: "fullscreen", msw: { handlers: translationHandlers() } },
} satisfies Meta<typeof TranslationsFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An editor of every language opens on English; a click on a text edits it. */
export const EveryLanguage: Story = {};

/** A Swedish translator: Swedish opens and is editable, the other columns are locked. */
export const SwedishTranslator: Story = { args: { languagePermissions: ["sv"] } };

/** Translations changed since the last purge: the purge button is lit. */
export const PurgePending: Story = { parameters: { msw: { handlers: translationHandlers(translationStore(true)) } } };

export const NoSites: Story = {
  parameters: { msw: { handlers: [http.get("*/cms/sites", () => HttpResponse.json([])), ...translationHandlers()] } },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [http.get("*/cms/translations/get-by-page", () => new HttpResponse(null, { status: 503 })), ...translationHandlers()],
    },
  },
};
