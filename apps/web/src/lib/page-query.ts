/** The page address's query; empty while the server renders the first paint (no window there). */
export const pageQuery = () =>
  new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
