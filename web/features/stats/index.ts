/** Statistics: the dashboard's five numbers over the user's analyzed documents (SPEC 1 and 3). */
export { StatsPanel, type StatsPanelProps } from './components/stats-panel.tsx';
export { useStats, type StatsState } from './use-stats.ts';
export { fetchStats } from './stats-api.ts';
export { formatMinutes, formatMinutesInWords, describeTimeSaved } from './format-stats.ts';
