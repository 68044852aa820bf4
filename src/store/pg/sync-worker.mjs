// The PostgreSQL side of the synchronous bridge (sync-client.ts): one connection, one
// statement at a time, in the order they come. Each reply is posted, then the waiting thread
// is woken through the shared flag. A broken connection is dropped and made again at the next
// statement, so that a restarted PostgreSQL is used again without restarting us.
import { workerData } from 'node:worker_threads';
import pg from 'pg';

const { url, port, signal } = workerData;

/** BIGINT (counts, milliseconds) and NUMERIC (averages) as numbers, as SQLite gives them. */
const types = {
  getTypeParser(oid, format) {
    if (oid === 20 || oid === 1700) return (value) => (value === null ? null : Number(value));
    return pg.types.getTypeParser(oid, format);
  },
};

let client = null;

async function connection() {
  if (client) return client;
  const made = new pg.Client({
    connectionString: url,
    types,
    application_name: 'er-status',
    connectionTimeoutMillis: 3000,
    statement_timeout: 15_000,
    query_timeout: 16_000,
  });
  made.on('error', () => {
    if (client === made) client = null;
  });
  await made.connect();
  client = made;
  return made;
}

/**
 * Whether the connection, not the statement, failed: no SQLSTATE (a socket error such as
 * ECONNREFUSED, a timeout), or one of the classes for a lost or refused connection.
 */
const lostConnection = (error) => !/^[0-9A-Z]{5}$/.test(error.code ?? '') || /^(08|57P0[1-3]|53)/.test(error.code);

port.on('message', async ({ id, text, values }) => {
  let reply;
  try {
    const result = await (await connection()).query(values ? { text, values } : text);
    const last = Array.isArray(result) ? result.at(-1) : result;
    reply = { id, rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
  } catch (error) {
    const lost = lostConnection(error);
    if (lost && client) {
      client.end().catch(() => {});
      client = null;
    }
    reply = { id, error: { message: String(error.message ?? error), code: error.code ?? null, lost } };
  }
  port.postMessage(reply);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
