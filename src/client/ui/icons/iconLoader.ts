import { Icons, IconSize, type IconPathsLoader } from "@blueprintjs/icons";

/** Where the build puts each icon's paths (scripts/blueprintIconPathsPlugin.ts). */
const ICON_PATHS_URL = `${import.meta.env.BASE_URL}blueprint-icons`;

/**
 * Blueprint loads the paths of an icon named by string (`icon="add"`) through this loader. Its
 * default would fetch every icon of a size in one chunk; ours fetches only the icon asked for
 * (about 1 KB). Blueprint checks the name against its icon list before calling a loader.
 * Icons imported as components (`<AddIcon />`) need no loading: the login screen uses those.
 */
const loadOnDemand: IconPathsLoader = async (name, size) => {
  const pixels = size >= IconSize.LARGE ? 20 : 16;
  // Against the page, not this module: a relative base (Storybook's "./") must not resolve under assets/.
  const url = new URL(`${ICON_PATHS_URL}/${pixels}/${name}.js`, document.baseURI).href;
  const module = (await import(/* @vite-ignore */ url)) as { default: string[] };
  return module.default;
};

/** Call once before the first render. */
export function setUpIconLoading(): void {
  Icons.setLoaderOptions({ loader: loadOnDemand });
}
