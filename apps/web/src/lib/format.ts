/**
 * Portal dates read 'MMMM d, yyyy' (visitor spec section 9), e.g. 'November 21, 2026', in the
 * organisation's locale where it chose one ('21 November 2026', '2026年11月21日'); shown in UTC so
 * a day never shifts.
 */
const portalDates = new Map<string, Intl.DateTimeFormat>();
export function formatPortalDate(iso: string, locale = 'en-US'): string {
  let format = portalDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    portalDates.set(locale, format);
  }
  return format.format(new Date(iso));
}

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

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const AGE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
/** '3 minutes ago': how long ago an instant was, in its largest whole unit. */
export function formatAge(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const [unit, size] = AGE_UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? AGE_UNITS[3]!;
  return relative.format(Math.round(seconds / size), unit);
}

const plurals = new Intl.PluralRules('en');
/** '1 document', '3 documents' (no 'document(s)'). */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count} ${plurals.select(count) === 'one' ? one : many}`;

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/** 'Nov 25, 2026, 2:05 PM' in the reader's time zone: when a comment was written, when a step was taken. */
export function formatDateTime(iso: string, locale = 'en-US'): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
