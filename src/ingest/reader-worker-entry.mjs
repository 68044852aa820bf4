// A worker thread does not inherit the parent's TypeScript loader: start tsx here, then load
// the feed reader's worker itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./reader-worker.ts', import.meta.url);
