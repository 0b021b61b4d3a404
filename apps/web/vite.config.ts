import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { preloadStages } from './build/preload-stages.js';
import { pureSharedValues } from './build/pure-shared-values.js';

/**
 * Preloads the typeface's latin file, which every page uses, at low priority: on a slow link it
 * otherwise took the bandwidth the render-blocking stylesheet needed (the text paints in the
 * metric-matched fallback first either way; the font swaps in when it arrives).
 */
const preloadLatinFont = (): Plugin => ({
  name: 'preload-latin-font',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      const font = Object.keys(bundle ?? {}).find((file) => /inter-latin-wght-normal.*\.woff2$/.test(file));
      if (!font) return [];
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${font}`,
            crossorigin: '',
            fetchpriority: 'low',
          },
          injectTo: 'head',
        },
      ];
    },
  },
});

/**
 * The browser build: what the entry imports statically is one chunk, and the libraries the lazy
 * parts share are merged into a few (left alone, the bundler made a chunk of every Mantine
 * component, and a cold portal load fetched 128 files in waves). The server build is one file: the
 * server loads it under a versioned URL, and a chunk importing the entry back would get a second
 * copy of it, with React contexts of its own.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadStages(), preloadLatinFont(), pureSharedValues()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The password-strength dictionaries (zxcvbn, fetched only where a password is chosen) make one
    // chunk of 1.7 MB; anything else near that size would be a mistake worth the warning.
    chunkSizeWarningLimit: 1800,
    rolldownOptions: {
      // The app's stage is an entry of its own, so that what it imports statically is one chunk as the
      // page's first screen always was (see src/main.tsx).
      input: isSsrBuild ? undefined : { index: 'index.html', start: 'src/app/start.tsx' },
      output: {
        // The merged libraries' chunks are named after every part that shares them; a short name will do.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('libraries') ? 'assets/libraries-[hash].js' : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.startsWith('libraries'))
            ? 'assets/libraries-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                // The stages (src/main.tsx): the entry alone, React, then the app's first screen.
                { name: 'boot', test: /[\\/]index\.html$|[\\/]src[\\/]main\.tsx$/, priority: 4 },
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 3,
                },
                { name: 'initial', tags: ['$initial'], priority: 2 },
                {
                  name: 'libraries',
                  test: /[\\/]node_modules[\\/]/,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 40_000,
                  priority: 1,
                },
              ],
            },
      },
    },
  },
}));
