/**
 * Style props of a filter in a row of filters: its own width from `sm`, and below it an even share
 * of the row (two to a row on a phone) instead of a desktop width that can leave one alone. No
 * minimum width of its own: an input's intrinsic width (about twenty characters) would otherwise
 * put each filter on a row of its own on a phone.
 */
export const filterWidth = (desktop: number) => ({
  flex: { base: '1 1 140px', sm: 'none' },
  miw: 0,
  w: { sm: desktop },
});
