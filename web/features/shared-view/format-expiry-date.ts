const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** The day a link stops opening, in the reader's own date style ("14 March 2026"). */
export function formatExpiryDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}
