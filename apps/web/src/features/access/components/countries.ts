import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

/** Every ISO country, by English name, with the United States first (visitor spec section 3). */
export const COUNTRY_OPTIONS = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => (a.value === 'US' ? -1 : b.value === 'US' ? 1 : a.label.localeCompare(b.label)));
