// A worker thread does not inherit the parent's TypeScript loader: start tsx here, then load
// the parser worker itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./parse-worker.ts', import.meta.url);
