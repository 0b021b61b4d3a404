import type { HtmlTagDescriptor, Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The entry loads the page's script in stages, each by `import()` (see src/main.tsx). Left to the
 * browser, each stage's files would be fetched only when the stage before it had run: a round
 * trip apiece. The page's head names them instead: their scripts as module preloads, and their
 * styles as stylesheets, since the server-painted page needs every style of its first screen.
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
        const found = bundle[fileName] as BundleChunk | undefined;
        if (!found || found.type !== 'chunk' || into.has(fileName) || skip.has(fileName)) return;
        into.add(fileName);
        found.imports?.forEach((next) => closure(next, into, skip));
      };
      const entry = new Set<string>();
      closure(chunk.fileName, entry);
      const boot = [...entry].find((f) =>
        (bundle[f] as BundleChunk & { moduleIds?: string[] }).moduleIds?.some((id) =>
          /[\\/]src[\\/]main\.tsx$/.test(id),
        ),
      );
      const files = new Set<string>();
      if (boot)
        (bundle[boot] as BundleChunk).dynamicImports?.forEach((stage) => closure(stage, files, entry));
      const styles = new Set<string>();
      for (const file of files)
        (bundle[file] as BundleChunk).viteMetadata?.importedCss.forEach((css) => styles.add(css));
      const tags: HtmlTagDescriptor[] = [
        ...[...styles].map((css) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: '', href: `/${css}` },
          injectTo: 'head' as const,
        })),
        ...[...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        })),
      ];
      return tags;
    },
  },
});
