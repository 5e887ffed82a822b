/**
 * The analysis run: asking for an analysis, following its job to the end, and putting the
 * result where the page and the browser's cache read it (SPEC sections 2 and 4).
 */
export { useAnalysisRun, type AnalysisRunState } from './use-analysis-run.ts';
export { useStoreAnalysis } from './use-store-analysis.ts';
export { followAnalysisJob, JOB_POLL_INTERVAL_MS } from './follow-analysis-job.ts';
export { analyzeAndWait, type AnalysisOutcome } from './analyze-and-wait.ts';
