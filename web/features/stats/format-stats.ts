import type { Stats, TimeSavedBasis } from '../../../common/api/stats.ts';

/** Minutes as people say them: "0 min", "45 min", "2 h", "3 h 20 min". */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The same duration spelled out for screen readers: "3 hours 20 minutes". */
export function formatMinutesInWords(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const hourText = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const minuteText = `${rest} ${rest === 1 ? 'minute' : 'minutes'}`;
  if (hours === 0) return minuteText;
  return rest === 0 ? hourText : `${hourText} ${minuteText}`;
}

/** What stands for a figure that does not exist yet. */
export const NO_FIGURE = '\u2014';

/**
 * The average confidence as a percentage; an em dash while no document is analyzed, since the
 * server's 0 then is no average at all and "0%" would read as a verdict on the user's documents.
 */
export function formatAverageConfidence(
  stats: Pick<Stats, 'documentsAnalyzed' | 'avgConfidence'>,
): string {
  return stats.documentsAnalyzed === 0 ? NO_FIGURE : `${stats.avgConfidence}%`;
}

/** How time saved is counted, in one sentence built from the server's own constants. */
export function describeTimeSaved(basis: TimeSavedBasis): string {
  return (
    `Time saved is the careful reading each analyzed document would have taken, at ` +
    `${basis.wordsPerMinute} words a minute, less the ${basis.analysisReadingMinutes} minutes ` +
    `it takes to read our analysis of it (never less than nothing). Words are estimated from ` +
    `the length of the text, about ${basis.charactersPerWord} characters a word.`
  );
}
