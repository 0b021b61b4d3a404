/** Sorted, duplicate-free arrays of row numbers: what the term index's queries combine. */
export type RowSet = Int32Array;

export const EMPTY: RowSet = new Int32Array(0);

/** First index in `rows` at or after `from` whose value is at least `value`. */
export function lowerBound(rows: RowSet, value: number, from = 0): number {
  let lo = from;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rows[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Rows in both: walks the smaller set and searches the larger (cheap when one is small). */
export function intersect(a: RowSet, b: RowSet): RowSet {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(small.length);
  let n = 0;
  let at = 0;
  for (const row of small) {
    at = lowerBound(large, row, at);
    if (at === large.length) break;
    if (large[at] === row) out[n++] = row;
  }
  return out.subarray(0, n);
}

export function union(a: RowSet, b: RowSet): RowSet {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) {
      out[n++] = x;
      i++;
    } else {
      out[n++] = y;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

/** Rows of `a` not in `b`. */
export function difference(a: RowSet, b: RowSet): RowSet {
  const out = new Int32Array(a.length);
  let n = 0;
  let at = 0;
  for (const row of a) {
    at = lowerBound(b, row, at);
    if (b[at] !== row) out[n++] = row;
  }
  return out.subarray(0, n);
}

/** Every row below `size` not in `rows`. */
export function complement(rows: RowSet, size: number): RowSet {
  const out = new Int32Array(size - rows.length);
  let n = 0;
  let at = 0;
  for (let row = 0; row < size; row++) {
    if (rows[at] === row) at++;
    else out[n++] = row;
  }
  return out;
}
