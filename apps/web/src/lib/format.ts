/** Portal dates read 'MMMM d, yyyy' (visitor spec section 9), e.g. 'November 21, 2026'; dates are shown in UTC so a day never shifts. */
const portalDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatPortalDate = (iso: string) => portalDate.format(new Date(iso));

const units = ['B', 'KB', 'MB', 'GB'] as const;
/** '1.4 MB': sizes as people read them (binary multiples, one decimal past the first unit). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
