/**
 * A value made on first use, then kept. For `Intl` formatters: the first one made for a locale
 * loads its data (tens of milliseconds on a slow phone), which at module load would lengthen the
 * public pages' first long task even when nothing is formatted yet.
 */
export function lazy<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
