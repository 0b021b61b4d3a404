import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * The entry loads the page's script in stages, each by `import()` (see src/main.tsx). Left to the
 * browser, each stage's files would be fetched only when the stage before it had run: a round
 * trip apiece. The page's head names them instead, as module preloads.
 *
 * Their styles, which the server-painted page needs for its first screen, are written into the
 * page: as a stylesheet they were one more request before the first paint, sharing a slow link with
 * the scripts. Each also gets a disabled link (never fetched), by which Vite's loader of lazy
 * chunks knows the sheet is on the page and does not load it a second time.
 */
export const preloadStages = (): Plugin => ({
  name: 'preload-stages',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle, chunk }) {
      if (!bundle || !chunk) return [];
      // A chunk and everything it imports statically, into `into`.
      const closure = (fileName: string, into: Set<string>, skip = new Set<string>()) => {
        const found = bundle[fileName];
        if (found?.type !== 'chunk' || into.has(fileName) || skip.has(fileName)) return;
        into.add(fileName);
        found.imports?.forEach((next) => closure(next, into, skip));
      };
      const entry = new Set<string>();
      closure(chunk.fileName, entry);
      const files = new Set<string>();
      const chunkAt = (fileName: string) => bundle[fileName] as Rollup.OutputChunk;
      for (const fileName of entry)
        chunkAt(fileName).dynamicImports.forEach((stage) => closure(stage, files, entry));
      const styles = new Set<string>();
      for (const file of files) chunkAt(file).viteMetadata?.importedCss.forEach((css) => styles.add(css));
      const tags: HtmlTagDescriptor[] = [];
      for (const css of styles)
        tags.push(
          { tag: 'style', children: String((bundle[css] as Rollup.OutputAsset).source), injectTo: 'head' },
          { tag: 'link', attrs: { rel: 'stylesheet', href: `/${css}`, disabled: true }, injectTo: 'head' },
        );
      for (const file of files)
        tags.push({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head',
        });
      return tags;
    },
  },
});
