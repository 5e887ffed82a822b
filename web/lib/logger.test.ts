import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, isLevelEnabled, logger, type LogSink } from './logger.ts';

function createSink() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies LogSink;
}

function logEveryLevel(target: ReturnType<typeof createLogger>) {
  target.debug('debug line', { step: 1 });
  target.info('info line');
  target.warn('warn line', 'detail');
  target.error('error line', new Error('boom'));
}

describe('logger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes only warnings and errors in production', () => {
    const sink = createSink();
    logEveryLevel(createLogger({ production: true, sink }));
    expect(sink.debug).not.toHaveBeenCalled();
    expect(sink.info).not.toHaveBeenCalled();
    expect(sink.warn).toHaveBeenCalledWith('warn line', 'detail');
    expect(sink.error).toHaveBeenCalledWith('error line', expect.any(Error));
  });

  it('writes every level, with its details, in development', () => {
    const sink = createSink();
    logEveryLevel(createLogger({ production: false, sink }));
    expect(sink.debug).toHaveBeenCalledWith('debug line', { step: 1 });
    expect(sink.info).toHaveBeenCalledWith('info line');
    expect(sink.warn).toHaveBeenCalledTimes(1);
    expect(sink.error).toHaveBeenCalledTimes(1);
  });

  it('decides levels by rank', () => {
    expect(isLevelEnabled('info', true)).toBe(false);
    expect(isLevelEnabled('warn', true)).toBe(true);
    expect(isLevelEnabled('debug', false)).toBe(true);
  });

  it('writes to the console by default; tests run as a development build', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    logger.debug('visible in development');
    expect(debug).toHaveBeenCalledWith('visible in development');
  });
});
