// Types of Leaflet's ES module build: the same API as the package's main entry.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
