import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface BundleReport {
  files: { file: string; gzipBytes: number }[];
  jsGzip: number;
  cssGzip: number;
}

/**
 * What the public portal loads before first paint: the scripts and styles index.html names, and
 * every module those scripts import statically (dynamic imports are lazy chunks and do not count).
 */
export function measureFirstPaintBundle(distDir: string): BundleReport {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  // A disabled stylesheet link is never fetched: it marks a sheet already written into the page.
  const inlined = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)" disabled/g)].map((m) => m[1]!));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const asset = queue.shift()!;
    if (seen.has(asset)) continue;
    seen.add(asset);
    if (!asset.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(distDir, asset), 'utf8');
    // Static imports only: `import x from"./a.js"`, `import"./b.js"`, `export * from"./c.js"`; not `import("./d.js")`.
    for (const m of code.matchAll(
      /(?:^|[;}\s])(?:import|export)\s*(?:[^"'();]*?from\s*)?["'](\.\/[^"']+\.(?:js|css))["']/g,
    )) {
      queue.push(`/assets/${m[1]!.slice(2)}`);
    }
  }
  const gzipBytes = (bytes: Buffer | string) => zlib.gzipSync(bytes, { level: 9 }).length;
  const files = [...seen]
    .filter((file) => !inlined.has(file))
    .map((file) => ({ file, gzipBytes: gzipBytes(fs.readFileSync(path.join(distDir, file))) }));
  // Styles written into the page itself (the first screen's), counted as styles.
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
  if (styles) files.push({ file: 'index.html <style>.css', gzipBytes: gzipBytes(styles) });
  const sum = (ext: string) => files.filter((f) => f.file.endsWith(ext)).reduce((n, f) => n + f.gzipBytes, 0);
  return { files, jsGzip: sum('.js'), cssGzip: sum('.css') };
}
