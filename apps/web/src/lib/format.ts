/** Portal dates read 'MMMM d, yyyy' (visitor spec section 9), e.g. 'November 21, 2026'; dates are shown in UTC so a day never shifts. */
const portalDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const formatPortalDate = (iso: string) => portalDate.format(new Date(iso));
