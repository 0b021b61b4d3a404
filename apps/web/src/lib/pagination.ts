/** Names for Mantine Pagination's arrow controls, which have only icons. */
export const paginationControlLabels = (control: 'first' | 'previous' | 'next' | 'last') => ({
  'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[
    control
  ],
});
