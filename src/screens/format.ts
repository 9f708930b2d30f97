/** Date and time in the reader's language (short, for lists). */
export const formatDate = (ms: number, lang: string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

/** Bytes as KB/MB for the storage status. */
export const formatBytes = (n: number, lang: string): string =>
  n < 1024 * 1024
    ? `${new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(n / 1024)} KB`
    : `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n / 1024 / 1024)} MB`;
