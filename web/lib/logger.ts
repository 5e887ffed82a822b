/** How much a log line matters, least first. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Where log lines go; the browser console fits. */
export type LogSink = Record<LogLevel, (message: string, ...details: unknown[]) => void>;

/** The app's logger: one method per level. */
export type Logger = Record<LogLevel, (message: string, ...details: unknown[]) => void>;

/** Options for createLogger. */
export interface LoggerOptions {
  /** In production only warnings and errors are written (SPEC section 9). */
  production: boolean;
  sink?: LogSink;
}

const LEVEL_RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** True when a line of this level is written under these options. */
export function isLevelEnabled(level: LogLevel, production: boolean): boolean {
  return LEVEL_RANK[level] >= (production ? LEVEL_RANK.warn : LEVEL_RANK.debug);
}

/** Creates a logger that drops debug and info lines in production. */
export function createLogger({ production, sink = console }: LoggerOptions): Logger {
  // The sink is looked up on every call, so a console replaced later (by tests or devtools
  // helpers) still receives the line.
  const write =
    (level: LogLevel) =>
    (message: string, ...details: unknown[]) => {
      if (isLevelEnabled(level, production)) sink[level](message, ...details);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** The logger for the whole web app, quiet below warnings in production builds. */
export const logger = createLogger({ production: import.meta.env.PROD });
