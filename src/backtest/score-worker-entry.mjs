// A worker thread does not inherit the parent's TypeScript loader: start tsx here, then load
// the backtest's scoring worker itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./score-worker.ts', import.meta.url);
