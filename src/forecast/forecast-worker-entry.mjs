// A worker thread does not inherit the parent's TypeScript loader: start tsx here, then load
// the forecaster's worker itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./forecast-worker.ts', import.meta.url);
