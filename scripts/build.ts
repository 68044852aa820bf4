// `npm run build`: every browser artefact into dist/. Vite cannot split an IIFE build, so
// each embeddable script is a build of its own.
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { minify } from 'terser';
import { build, type Plugin } from 'vite';
import siteConfig, { shared } from '../vite.config';
import { EMBED_SCRIPTS } from './embed-scripts';
import { leafletCssWithoutImages } from './leaflet-css';
import { sharedModules } from './shared-modules';
import { writeSitePages } from './site-pages';

/** Adds the import classic JSX needs to .tsx files only (Vite's jsxInject reaches .ts files too). */
const importPreactH: Plugin = {
  name: 'import-preact-h',
  enforce: 'pre',
  transform: (code, id) => (id.endsWith('.tsx') ? `import { h, Fragment } from 'preact';\n${code}` : undefined),
};

/**
 * A second pass over oxc's minified output: terser's compressor finds what oxc leaves (0.1 KB
 * gzipped off embed.js). It runs on the finished chunk, so it never undoes oxc's work.
 * `unsafe_arrows` writes a function that uses no `this` as an arrow; `methods` (Leaflet's
 * script) writes `name: function` members as methods (0.5 KB off embed-map.js), which would
 * lengthen embed.js's arrow props. Neither our code, Preact nor Leaflet calls `new` on such a
 * function or member.
 */
const terserAfterOxc = (methods = false): Plugin => ({
  name: 'terser-after-oxc',
  async generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const compress = { passes: 3, unsafe_arrows: true, unsafe_methods: methods };
      const result = await minify(chunk.code, { ecma: 2022, compress, mangle: true });
      if (result.code) chunk.code = result.code;
    }
  },
});

await rm('dist', { recursive: true, force: true });
await build({ ...siteConfig, configFile: false, logLevel: 'warn' });
await writeSitePages('dist');
for (const script of EMBED_SCRIPTS) {
  await build({
    ...shared,
    // h() calls are shorter than the automatic runtime's jsx(…, { children }) ones: 0.16 KB
    // gzipped off embed.js. Source and tests are unchanged: h is imported at build time.
    oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
    plugins: [
      importPreactH,
      leafletCssWithoutImages,
      terserAfterOxc(script.methods),
      // Their strings, province table and formatting are embed.js's too.
      ...(script.sharesPreact ? [sharedModules] : []),
    ],
    // Views loaded by embed.js render with its Preact instead of a copy of their own.
    resolve: script.sharesPreact
      ? { alias: [{ find: /^preact$/, replacement: resolve('src/widget/host-preact.ts') }] }
      : undefined,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      // Browsers from 2021 on; older ones would pay for class-field helpers in every copy.
      target: 'es2022',
      // The CSS is written for every browser as it is: recent targets only stop Lightning CSS
      // from adding prefixes and polyfills it does not need (color-scheme's light-dark vars).
      cssTarget: ['chrome123', 'firefox120', 'safari17.5'],
      // Not a library build: that would require a global name, and the script exports nothing.
      rolldownOptions: { input: script.entry, output: { format: 'iife', entryFileNames: script.file } },
    },
  });
}
// The status desk's passkey script (not an embed script: served only to the desk's own pages).
await build({
  ...shared,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    rolldownOptions: { input: 'src/desk/client/desk.ts', output: { format: 'iife', entryFileNames: 'desk/desk.js' } },
  },
});
console.log('built dist/');
