import { useEffect, useState } from 'react';
import { copyText } from './clipboard';

/**
 * Copy with feedback: `copied` is true after a copy, false when the browser refused it, and null
 * again `resetMs` later.
 */
export function useCopy(resetMs = 3000): { copied: boolean | null; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), resetMs);
    return () => clearTimeout(timer);
  }, [copied, resetMs]);
  return { copied, copy: async (text) => setCopied(await copyText(text)) };
}
