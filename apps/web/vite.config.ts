import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Preloads the typeface's latin file, which every page's first paint uses. */
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
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  },
});

export default defineConfig({
  plugins: [react(), preloadLatinFont()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
});
