// Map tiles for the end-to-end tests, served locally: no test ever reaches a tile server.
// One pale green-grey 1×1 PNG stands for every tile (Leaflet draws it at 256×256).

export const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48f4JAAV+Arxzg4D9AAAAAElFTkSuQmCC',
  'base64',
);

/** OpenStreetMap's tile server, the map's default. */
export const OSM_TILES = /^https:\/\/tile\.openstreetmap\.org\//;
