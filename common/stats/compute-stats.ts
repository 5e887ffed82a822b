/**
 * The dashboard statistics (SPEC sections 1 and 3), computed from plain facts about the user's
 * documents so the same rules hold wherever they run. The time-saved formula lives here and
 * only here; the API returns its constants so the dashboard can say how it counts.
 */

/** A careful read of legal text: slower than the 250 or so words a minute of everyday prose. */
export const CAREFUL_READING_WORDS_PER_MINUTE = 200;

/** What reading our analysis of one document takes instead: its summary, flags and obligations. */
export const ANALYSIS_READING_MINUTES = 2;

/**
 * Words are estimated from the text's length, so the database counts characters and no text is
 * loaded: English legal text runs at about 6 characters a word, spaces and punctuation included.
 */
export const CHARACTERS_PER_WORD = 6;

/** The parts of an analysis the statistics read; a full Analysis fits. */
export interface AnalysisFacts {
  documentType: { type: string };
  redFlags: readonly unknown[];
  obligations: readonly unknown[];
  overallConfidence: number;
}

/** One of the user's documents as the statistics see it. */
export interface DocumentFacts {
  /** The latest analysis, or null when the document has none. */
  analysis: AnalysisFacts | null;
  /** The length of the document's extracted text, in characters. */
  textLength: number;
}

/** The five statistics; timesSaved is in whole minutes. */
export interface DashboardStats {
  documentsAnalyzed: number;
  redFlagsFound: number;
  timesSaved: number;
  totalObligations: number;
  avgConfidence: number;
}

/** Every statistic before anything is analysed (SPEC section 3: all 0 initially). */
export const EMPTY_STATS: DashboardStats = {
  documentsAnalyzed: 0,
  redFlagsFound: 0,
  timesSaved: 0,
  totalObligations: 0,
  avgConfidence: 0,
};

/** SPEC section 3: analysed documents are those with an analysis whose type is not 'Unknown'. */
export function isAnalysed(analysis: AnalysisFacts | null): analysis is AnalysisFacts {
  return analysis !== null && analysis.documentType.type !== 'Unknown';
}

/** About how many words a text of this many characters holds. */
export function estimateWordCount(textLength: number): number {
  return Math.round(Math.max(0, textLength) / CHARACTERS_PER_WORD);
}

/**
 * Minutes of careful reading one analysed document saves: its words at 200 a minute, less the
 * 2 minutes its analysis takes to read, and never below 0 (a one-page note saves nothing).
 */
export function minutesSavedFor(wordCount: number): number {
  return Math.max(0, wordCount / CAREFUL_READING_WORDS_PER_MINUTE - ANALYSIS_READING_MINUTES);
}

/**
 * The statistics over the user's documents, counting analysed ones only. Averages and minutes
 * are rounded once, at the end, so many small documents do not each lose a fraction.
 */
export function computeStats(documents: readonly DocumentFacts[]): DashboardStats {
  let documentsAnalyzed = 0;
  let redFlagsFound = 0;
  let totalObligations = 0;
  let confidenceSum = 0;
  let minutesSaved = 0;
  for (const { analysis, textLength } of documents) {
    if (!isAnalysed(analysis)) continue;
    documentsAnalyzed += 1;
    redFlagsFound += analysis.redFlags.length;
    totalObligations += analysis.obligations.length;
    confidenceSum += analysis.overallConfidence;
    minutesSaved += minutesSavedFor(estimateWordCount(textLength));
  }
  return {
    documentsAnalyzed,
    redFlagsFound,
    timesSaved: Math.round(minutesSaved),
    totalObligations,
    avgConfidence: documentsAnalyzed === 0 ? 0 : Math.round(confidenceSum / documentsAnalyzed),
  };
}

/** The formula's constants as GET /api/stats reports them. */
export const TIME_SAVED_BASIS = {
  wordsPerMinute: CAREFUL_READING_WORDS_PER_MINUTE,
  analysisReadingMinutes: ANALYSIS_READING_MINUTES,
  charactersPerWord: CHARACTERS_PER_WORD,
} as const;
