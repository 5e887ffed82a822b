/** English month names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2019-05-01" as "1 May 2019", the way the product writes dates for people. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTH_NAMES[(month ?? 1) - 1] ?? ''} ${year}`;
}

/** "22 November 2026" as "2026-11-22", or undefined when it is not such a date. */
export function parseLongDate(text: string): string | undefined {
  const [day, monthName, year] = text.trim().split(/\s+/);
  const month = MONTH_NAMES.indexOf((monthName ?? '') as (typeof MONTH_NAMES)[number]) + 1;
  if (!day || !year || month === 0) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
}
