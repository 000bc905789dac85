import type { PartnerPageVideoOption, Site, Video } from "./videoTypes.ts";

/** The website's sites: Swedish, English, Norwegian, and an inactive Danish one (no version can be added for it). */
export const VIDEO_SITES: Site[] = [
  { id: 1, name: "Sverige", languageCode: "sv", slug: "se", isActive: true, properties: {}, frontpage: null },
  { id: 2, name: "International", languageCode: "en", slug: "en", isActive: true, properties: {}, frontpage: null },
  { id: 3, name: "Norge", languageCode: "no", slug: "no", isActive: null, properties: {}, frontpage: null },
  { id: 4, name: "Danmark", languageCode: "da", slug: "dk", isActive: false, properties: {}, frontpage: null },
];

/** The availability choices as the partner-page service answers them: 'all' first. */
export const VIDEO_OPTIONS: PartnerPageVideoOption[] = [
  { id: "all", name: "Available for all partner-pages" },
  { id: 11, name: "Vividus Amsterdam" },
  { id: 12, name: "Sängbutiken Göteborg" },
  { id: 13, name: "Sleep Studio Oslo" },
];

/** A video with a Swedish version, shown by two partner pages. */
export const WORKSHOP_VIDEO: Video = {
  id: 1,
  header: "Our workshop",
  preamble: "How a bed is made by hand.",
  quote: "Every spring is tied by hand.",
  quoter: "Anna, upholsterer",
  blockId: "video-workshop",
  versions: [
    {
      site: { id: 1, name: "Sverige", languageCode: "sv" },
      header: "Vår verkstad",
      preamble: "Så görs en säng för hand.",
      quote: "Varje fjäder knyts för hand.",
      quoter: "Anna, tapetserare",
    },
  ],
  availableToSpecificPartnerPages: [
    { id: 11, name: "Vividus Amsterdam" },
    { id: 12, name: "Sängbutiken Göteborg" },
  ],
  isAvailableForPartnerPages: false,
  updatedAt: "2026-11-02T10:00:00.000Z",
};

/** A video every partner page may show. */
export const SLEEP_VIDEO: Video = {
  id: 2,
  header: "A better night's sleep",
  preamble: null,
  quote: null,
  quoter: null,
  blockId: "video-sleep",
  versions: [],
  availableToSpecificPartnerPages: [],
  isAvailableForPartnerPages: true,
  updatedAt: "2026-11-03T10:00:00.000Z",
};

/** A video with no title fields: the screens show it as 'undefined name'. */
export const UNTITLED_VIDEO: Video = {
  id: 3,
  header: null,
  preamble: null,
  quote: null,
  quoter: null,
  blockId: "video-untitled",
  versions: [],
  availableToSpecificPartnerPages: [],
  isAvailableForPartnerPages: false,
  updatedAt: "2026-11-04T10:00:00.000Z",
};

export const VIDEOS: Video[] = [WORKSHOP_VIDEO, SLEEP_VIDEO, UNTITLED_VIDEO];
