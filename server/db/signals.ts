import { EventEmitter } from 'node:events';
import pg from 'pg';

/** What the processes sharing a database tell each other: new work, and new progress. */
export type SignalChannel = 'jobs' | 'progress';

/**
 * Short messages between every process sharing one database, this one included: ids only,
 * never data (the data is in the rows). A message can be missed (a dropped connection) or heard
 * twice, so whoever listens also polls now and then, and acting on one twice must do no harm.
 */
export interface Signals {
  send(channel: SignalChannel, payload: string): Promise<void>;
  /** Calls back with each payload sent on the channel; returns the function that stops it. */
  listen(channel: SignalChannel, onSignal: (payload: string) => void): () => void;
  close(): Promise<void>;
}

/** Signals within one process: SQLite is served by one process, so nobody else could hear. */
export function createInProcessSignals(): Signals {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    send: async (channel, payload) => {
      emitter.emit(channel, payload);
    },
    listen: (channel, onSignal) => {
      emitter.on(channel, onSignal);
      return () => emitter.off(channel, onSignal);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL_PREFIX = 'legal_explainer_';
// After a lost connection, how long before listening again; polling covers the gap.
const RECONNECT_AFTER_MS = 1000;

/**
 * Signals through PostgreSQL's NOTIFY, heard with LISTEN on one connection of its own (a pooled
 * connection cannot hold a LISTEN). The connection is opened on the first listen and opened
 * again when lost.
 */
export function createPostgresSignals(
  pool: pg.Pool,
  connectionString: string,
  onConnectionError: (error: Error) => void,
): Signals {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const channels = new Set<SignalChannel>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let isClosed = false;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', ({ channel, payload }) =>
        emitter.emit(channel.slice(CHANNEL_PREFIX.length), payload ?? ''),
      );
      next.on('error', (error) => {
        if (client === next) client = null;
        void next.end().catch(() => undefined);
        retryLater(error);
      });
      try {
        await next.connect();
        for (const channel of channels) await next.query(`LISTEN ${CHANNEL_PREFIX}${channel}`);
      } catch (error) {
        void next.end().catch(() => undefined);
        throw error;
      }
      if (isClosed) await next.end();
      else client = next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  const retryLater = (error: Error) => {
    onConnectionError(error);
    if (isClosed) return;
    setTimeout(() => void connect().catch(retryLater), RECONNECT_AFTER_MS).unref();
  };

  return {
    send: async (channel, payload) => {
      // This process hears it at once; its own NOTIFY comes back too, and is heard again.
      emitter.emit(channel, payload);
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL_PREFIX + channel, payload]);
    },
    listen: (channel, onSignal) => {
      emitter.on(channel, onSignal);
      if (!channels.has(channel)) {
        channels.add(channel);
        if (client) void client.query(`LISTEN ${CHANNEL_PREFIX}${channel}`).catch(retryLater);
        else void connect().catch(retryLater);
      }
      return () => emitter.off(channel, onSignal);
    },
    close: async () => {
      isClosed = true;
      emitter.removeAllListeners();
      await connecting?.catch(() => undefined);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
