// The pages as built: each one built once per stamp (a change of its data, the minute) however
// many requests arrive while it is being built, kept with its ETag, and with its brotli and gzip
// forms once a client takes them, so that a request for a built page is a lookup.

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings } from '../../http/accept-encoding';

type Bytes = Uint8Array<ArrayBuffer>;

export interface BuiltPage {
  stamp: string;
  body: Bytes;
  etag: string;
  br: Bytes | null;
  gzip: Bytes | null;
}

export type Encoding = 'br' | 'gzip';

/** Below this, compressing saves less than the headers that say so. */
const SMALLEST_COMPRESSED = 512;
/**
 * Quality 6: a province page of 50–80 kB in about 10 ms, 10 % smaller than gzip. Quality 11
 * (as for the built site's files) takes most of a second, and these pages are built each minute.
 */
const BROTLI_QUALITY = 6;
const utf8 = new TextEncoder();

export class BuiltPages {
  private readonly pages = new Map<string, BuiltPage>();
  private readonly building = new Map<string, { stamp: string; page: Promise<BuiltPage> }>();

  /** The page under `key` for this stamp: the one built, the one being built, or a new build. */
  get(key: string, stamp: string, make: () => Promise<string>): Promise<BuiltPage> {
    const page = this.pages.get(key);
    if (page?.stamp === stamp) return Promise.resolve(page);
    const pending = this.building.get(key);
    if (pending?.stamp === stamp) return pending.page;
    const built = make().then(
      (text) => {
        const body = utf8.encode(text) as Bytes;
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        const fresh = { stamp, body, etag, br: null, gzip: null };
        if (this.building.get(key)?.page === built) this.building.delete(key);
        this.pages.set(key, fresh);
        return fresh;
      },
      (error: unknown) => {
        if (this.building.get(key)?.page === built) this.building.delete(key);
        throw error;
      },
    );
    this.building.set(key, { stamp, page: built });
    return built;
  }
}

/** The bytes to send for `Accept-Encoding`: brotli, else gzip, else the page as it is. */
export function encodedFor(
  page: BuiltPage,
  acceptEncoding: string | undefined,
): { bytes: Bytes; encoding: Encoding | null } {
  const encoding = page.body.byteLength > SMALLEST_COMPRESSED ? chosenEncoding(acceptEncoding) : null;
  if (encoding === 'br') {
    page.br ??= new Uint8Array(
      brotliCompressSync(page.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: page.body.byteLength,
        },
      }),
    ) as Bytes;
    return { bytes: page.br, encoding };
  }
  if (encoding === 'gzip') {
    page.gzip ??= new Uint8Array(gzipSync(page.body)) as Bytes;
    return { bytes: page.gzip, encoding };
  }
  return { bytes: page.body, encoding: null };
}

/** The last header read and what it chose: a browser sends the same one with every request. */
let lastRead: { acceptEncoding: string | undefined; encoding: Encoding | null } | null = null;

/** br when the client takes it, else gzip, else none; `;q=0` refuses an encoding. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!lastRead || lastRead.acceptEncoding !== acceptEncoding)
    lastRead = { acceptEncoding, encoding: read(acceptEncoding) };
  return lastRead.encoding;
}

function read(acceptEncoding: string | undefined): Encoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
