import type { StorybookConfig } from "@storybook/react-vite";

/** Stories live beside their components; msw answers API calls from the generated mocks. */
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../src/client/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-a11y"],
  // public/: menu.json and translations as the app fetches them; .storybook/public: msw's worker.
  staticDirs: ["../public", "./public"],
  core: { disableTelemetry: true },
};

export default config;
