/**
 * Style props of a filter in a row of filters: its own width from `sm`, and below it an even share
 * of the row (two to a row on a phone) instead of a desktop width that can leave one alone.
 */
export const filterWidth = (desktop: number) => ({
  flex: { base: '1 1 140px', sm: 'none' },
  w: { sm: desktop },
});
