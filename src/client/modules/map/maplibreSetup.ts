import { setWorkerUrl } from "maplibre-gl";
// maplibre 6 starts its worker from a file beside its own module; bundled, that file is emitted
// as an asset of the app and named here (served by this server: worker-src 'self').
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";

setWorkerUrl(workerUrl);
