/** A filter object as a query string, leaving out what is unset or empty. */
export const queryString = (query: object) =>
  new URLSearchParams(
    Object.entries(query).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  ).toString();
