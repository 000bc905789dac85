import type { BlockClass } from "./blockTypes.ts";

/** Every block class of the contract (BlockClass.yaml), in the order the type chooser offers them. */
export const BLOCK_CLASSES: readonly BlockClass[] = [
  "text_header",
  "text_story",
  "video",
  "bed",
  "bed_configurator",
  "bed_viewer",
  "choose_bed",
  "custom_template",
  "image_list",
  "informative_image",
  "interactive_guide",
  "order_catalog",
  "photo_grid",
  "product_grid",
  "slideshow",
  "split_block",
  "video_list",
  "campaign",
  "book_meeting",
  "popup",
  "quote",
];
