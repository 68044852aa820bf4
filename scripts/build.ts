// `npm run build`: every browser artefact into dist/. Vite cannot split an IIFE build, so
// each embeddable script is a build of its own.
import { rm } from 'node:fs/promises';
import { build } from 'vite';
import siteConfig from '../vite.config';

await rm('dist', { recursive: true, force: true });
await build({ ...siteConfig, configFile: false, logLevel: 'warn' });
console.log('built dist/');
