// "[2]" or "[1, 3]" or "[1][2]": the marks the model puts after what a passage says.
const MARKER = /\s*\[(\d+(?:\s*,\s*\d+)*)\]/g;
// The end of a text that may be the start of a marker still being written: "[", "[1", "[1,".
const PARTIAL_MARKER = /\s*\[[\d,\s]*$/;

/** The text without its citation marks, and the passage numbers in order of first mention. */
export function readCitationMarkers(text: string): { text: string; cited: number[] } {
  const cited: number[] = [];
  const cleaned = text.replace(MARKER, (_, numbers: string) => {
    for (const number of numbers.split(',').map((value) => Number(value.trim()))) {
      if (!cited.includes(number)) cited.push(number);
    }
    return '';
  });
  return { text: cleaned, cited };
}

/**
 * What of a text still being streamed can be shown: its marks removed, and any trailing piece
 * that may yet become a mark held back until the next piece settles it.
 */
export function showableStreamText(text: string): string {
  return readCitationMarkers(text.replace(PARTIAL_MARKER, '')).text;
}
