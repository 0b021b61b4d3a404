/**
 * Scrolls an element to `offset` px below the top of the window and keeps it there while the page
 * settles (lazy sections and images above it changing height), for up to `settleMs` or until the
 * person scrolls themselves.
 */
export function scrollToElementStable(element: HTMLElement, offset: number, settleMs = 2000): () => void {
  const target = () => element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: target(), behavior: 'smooth' });
  const observer = new ResizeObserver(() => window.scrollTo({ top: target(), behavior: 'auto' }));
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, settleMs);
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  return stop;
}
