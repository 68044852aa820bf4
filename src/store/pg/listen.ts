// LISTEN for the store's change notifications (the generations trigger, migration 4) on a
// connection of its own, made again every second while PostgreSQL cannot be reached.
import pg from 'pg';
import type { Generations } from '../rows';

export const CHANNEL = 'er_status_changes';
const RECONNECT_MS = 1000;

export interface ListenEvents {
  notified(generations: Generations): void;
  /** Listening (again). */
  connected(): void;
  lost(error: unknown): void;
}

export function listenForChanges(url: string, events: ListenEvents): { close(): void } {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const again = (error: unknown) => {
    if (closed) return;
    events.lost(error);
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = null;
    clearTimeout(retry);
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref();
  };

  async function connect() {
    if (closed) return;
    const made = new pg.Client({
      connectionString: url,
      application_name: 'er-status listen',
      connectionTimeoutMillis: 3000,
    });
    client = made;
    made.on('error', again);
    made.on('end', () => again(new Error('the notification connection ended')));
    made.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        events.notified(JSON.parse(message.payload) as Generations);
      } catch (error) {
        events.lost(error);
      }
    });
    try {
      await made.connect();
      await made.query(`LISTEN ${CHANNEL}`);
      if (closed) return void made.end().catch(() => {});
      // The socket must not keep a process alive that is otherwise done.
      (made as unknown as { connection?: { stream?: { unref?(): void } } }).connection?.stream?.unref?.();
      events.connected();
    } catch (error) {
      if (client === made) again(error);
    }
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      client?.removeAllListeners();
      client?.end().catch(() => {});
      client = null;
    },
  };
}
