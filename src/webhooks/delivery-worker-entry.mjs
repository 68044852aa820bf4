// A worker thread does not inherit the parent's TypeScript loader: start tsx here, then load
// the delivery worker itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./delivery-worker.ts', import.meta.url);
