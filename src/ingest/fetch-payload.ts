// One request for a feed's payload: conditional (ETag / Last-Modified), with a timeout and a
// size limit, from http(s) or from a file:// URL (a recorded payload served offline). A file
// counts as unchanged while its size and modification time are.
import { open, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FeedError } from './adapter';

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type Fetched =
  | { changed: false }
  | { changed: true; bytes: Uint8Array; validators: Validators; contentType: string | null; status: number };

export interface FetchSettings {
  fetch: typeof fetch;
  timeoutMs: number;
  maxBytes: number;
  userAgent: string;
}

export async function fetchPayload(url: string, previous: Validators, settings: FetchSettings): Promise<Fetched> {
  return url.startsWith('file:') ? readFilePayload(url, previous, settings) : requestPayload(url, previous, settings);
}

async function readFilePayload(url: string, previous: Validators, { maxBytes }: FetchSettings): Promise<Fetched> {
  const path = fileURLToPath(url);
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch {
    throw new FeedError('network_error', `The file ${path} cannot be read.`);
  }
  const tag = `"${info.size}-${Math.floor(info.mtimeMs)}"`;
  if (previous.etag === tag) return { changed: false };
  if (info.size > maxBytes) throw tooLarge(info.size, maxBytes);
  const file = await open(path, 'r');
  try {
    const bytes = new Uint8Array(info.size);
    const { bytesRead } = await file.read(bytes, 0, info.size, 0);
    return {
      changed: true,
      bytes: bytes.subarray(0, bytesRead),
      validators: { etag: tag, lastModified: null },
      contentType: null,
      status: 200,
    };
  } finally {
    await file.close();
  }
}

async function requestPayload(url: string, previous: Validators, settings: FetchSettings): Promise<Fetched> {
  const headers: Record<string, string> = { 'User-Agent': settings.userAgent, Accept: '*/*' };
  if (previous.etag) headers['If-None-Match'] = previous.etag;
  if (previous.lastModified) headers['If-Modified-Since'] = previous.lastModified;
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let response: Response;
  try {
    response = await settings.fetch(url, { headers, signal, redirect: 'follow' });
  } catch (error) {
    throw signal.aborted ? timedOut(settings.timeoutMs) : new FeedError('network_error', networkMessage(error));
  }
  if (response.status === 304) {
    await response.body?.cancel();
    return { changed: false };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedError('http_error', `The feed answered HTTP ${response.status}.`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > settings.maxBytes) {
    await response.body?.cancel();
    throw tooLarge(declared, settings.maxBytes);
  }
  let bytes: Uint8Array;
  try {
    bytes = await readLimited(response, settings.maxBytes);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw signal.aborted
      ? timedOut(settings.timeoutMs)
      : new FeedError('truncated', 'The body ended before it was complete.');
  }
  return {
    changed: true,
    bytes,
    validators: { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') },
    contentType: response.headers.get('content-type'),
    status: response.status,
  };
}

/** The body, refused as soon as it passes `maxBytes` (a server may not say its length). */
async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maxBytes) {
      await reader.cancel();
      throw tooLarge(length, maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

function tooLarge(size: number, maxBytes: number): FeedError {
  return new FeedError('too_large', `The payload is larger than ${maxBytes} bytes (at least ${size}).`);
}

function timedOut(ms: number): FeedError {
  return new FeedError('timeout', `The feed did not answer within ${ms} ms.`);
}

/** The reason without a stack, and without the URL (which an operator's override may carry). */
function networkMessage(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause?.code;
  return cause ? `The request failed (${cause}).` : 'The request failed.';
}
