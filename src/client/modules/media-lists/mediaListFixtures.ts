import type { operations } from "../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** A media order (History row, contract MediaOrder). */
export type MediaOrder = Json<operations["listMediaOrders"]["responses"][200]>["list"][number];
/** One person's downloads over all their orders (contract MediaPersonDownloads). */
export type MediaPersonDownloads = Json<operations["listMediaDownloadsByPerson"]["responses"][200]>["list"][number];

/** Media orders, newest order first (the server's default order). */
export const MEDIA_ORDERS: MediaOrder[] = [
  {
    id: 31,
    name: "Karin Holm",
    email: "karin.holm@example.se",
    status: "downloaded",
    createdAt: "2026-10-20T08:00:00.000Z",
    orderDate: "2026-10-20T08:05:00.000Z",
    totalDownloads: 12,
  },
  {
    id: 30,
    name: "Jonas Vik",
    email: "jonas.vik@example.no",
    status: "sent",
    createdAt: "2026-10-18T12:00:00.000Z",
    orderDate: "2026-10-18T12:01:00.000Z",
    totalDownloads: 0,
  },
  {
    id: 29,
    name: "Press office",
    email: null,
    status: "expired",
    createdAt: "2026-09-01T09:00:00.000Z",
    orderDate: null,
    totalDownloads: 3,
  },
];

/** People by their total downloads, most first. */
export const PERSON_DOWNLOADS: MediaPersonDownloads[] = [
  { id: 31, name: "Karin Holm", email: "karin.holm@example.se", orderDate: "2026-10-20T08:05:00.000Z", totalDownloads: 27 },
  { id: 29, name: "Press office", email: null, orderDate: null, totalDownloads: 3 },
];
