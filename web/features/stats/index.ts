/** Statistics: the dashboard's five numbers over the user's analysed documents (SPEC 1 and 3). */
export { StatsPanel, type StatsPanelProps } from './components/stats-panel.tsx';
export { useStats, STATS_REFRESH_DELAY_MS, type StatsState } from './use-stats.ts';
export { fetchStats } from './stats-api.ts';
export { formatMinutes, formatMinutesInWords, describeTimeSaved } from './format-stats.ts';
