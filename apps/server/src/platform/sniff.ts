import { fileTypeFromBuffer } from 'file-type';

/** Legacy Office files are all 'compound file' containers; their extension says which. */
const COMPOUND_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const TEXT_BY_EXTENSION: Record<string, string> = {
  csv: 'text/csv',
  md: 'text/markdown',
  markdown: 'text/markdown',
};

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** UTF-8 without NUL bytes; the head may end inside a character, so up to three bytes may be cut off. */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut <= 3 && cut < head.length; cut++) {
    try {
      decoder.decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try a shorter prefix
    }
  }
  return false;
}

/**
 * The content type of an upload decided from its bytes, never from what the client claims; the
 * name only tells apart formats whose bytes are alike (legacy Office, CSV, markdown). Null: unknown.
 */
export async function sniffContentType(head: Buffer, fileName: string): Promise<string | null> {
  const extension = extensionOf(fileName);
  const detected = await fileTypeFromBuffer(head);
  if (detected?.mime === 'application/x-cfb') return COMPOUND_BY_EXTENSION[extension] ?? null;
  // XML is text to us, except SVG images.
  if (detected && detected.mime !== 'application/xml') return detected.mime;
  if (!looksLikeText(head)) return null;
  const start = head.subarray(0, 4096).toString('utf8');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(start))
    return 'image/svg+xml';
  return TEXT_BY_EXTENSION[extension] ?? 'text/plain';
}
