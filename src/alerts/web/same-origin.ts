import type { Context } from 'hono';

/** False when the browser says the request comes from another site. */
export function sameOrigin(c: Context, origin: string): boolean {
  const given = c.req.header('Origin');
  if (given !== undefined) return given === origin;
  const site = c.req.header('Sec-Fetch-Site');
  return site === undefined || site === 'same-origin' || site === 'none';
}
