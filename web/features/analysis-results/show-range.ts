/**
 * Asks the viewer to show a finding's words: `start`/`end` are offsets into the document text,
 * `page` the page they are on.
 */
export type ShowRangeHandler = (start: number, end: number, page: number) => void;
