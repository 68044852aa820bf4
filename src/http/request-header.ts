// A request header as the hot paths read it (the v1 answers, /embed/api).
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A request header, from Node's own parsed headers when @hono/node-server passes them on:
 * building the Web Headers object costs more than the rest of a cached answer.
 */
export function requestHeader(c: Context, name: 'x-api-key' | 'if-none-match'): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return typeof value === 'string' ? value : undefined;
}
