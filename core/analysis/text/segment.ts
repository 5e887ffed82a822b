/** A stretch of the document text: a sentence, a heading or a list item, with its offsets. */
export interface Segment {
  start: number;
  end: number;
  text: string;
  /** The nearest heading above the segment ("12. GOVERNING LAW"), for context; '' when none. */
  heading: string;
  /** Index of the paragraph (blank-line block) the segment belongs to. */
  paragraph: number;
}
