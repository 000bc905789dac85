import { createLoadingBarModel } from "./loadingBarModel.ts";

/** The app's one loading bar; the API middleware feeds it, <LoadingBar /> shows it. */
export const loadingBar = createLoadingBarModel();
