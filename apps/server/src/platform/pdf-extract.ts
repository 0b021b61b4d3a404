type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | null = null;

/**
 * pdf.js's Node build and its worker bring core-js polyfills that replace JSON.stringify,
 * JSON.parse and Array.prototype.push with JavaScript versions about ten times slower, for the
 * whole process: every response the server serialised paid for it. Both are loaded together on
 * first use (the worker on the main thread, as pdf.js does in Node anyway, but now before it would
 * load it by itself) and the replaced built-ins are put back; Node's own are spec-complete. What
 * the polyfills add (Promise.withResolvers, the Set methods...) stays: pdf.js needs it on Node 20.
 */
function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    const { stringify, parse } = JSON;
    const { push } = Array.prototype;
    const { toString } = Function.prototype;
    try {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      // @ts-expect-error the worker bundle ships no types; pdf.js reads its WorkerMessageHandler.
      const worker: unknown = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      return pdfjs;
    } finally {
      Object.assign(JSON, { stringify, parse });
      // The built-ins the polyfills replaced.
      Array.prototype.push = push;
      Function.prototype.toString = toString;
    }
  })();
  return loading;
}

/**
 * The text of a PDF as a reader's PDF viewer extracts it (pdf.js): every page's text layer, runs
 * joined as drawn and lines ended. Any font or script, so a stamp in Cyrillic or CJK reads back.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const { getDocument } = await loadPdfJs();
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
    );
  }
  await document.destroy();
  return pages.join('\n');
}
