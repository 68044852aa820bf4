// The Content-Security-Policy of our own pages (the landing pages, /embed): scripts and styles
// only from our origin and the inline blocks the build wrote into the page, each allowed by its
// hash, computed from the file as it is served. Images may come from anywhere (the map's tiles
// are the host's choice of server), never plugins, never a <base> that moves relative URLs.
import { createHash } from 'node:crypto';

const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

const hashOf = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;

/** The policy for a page of ours, `frameAncestors` being who may frame it. */
export function pagePolicy(html: string, frameAncestors: string): string {
  const inline = { script: [] as string[], style: [] as string[] };
  for (const [, tag = '', attributes = '', content = ''] of html.matchAll(INLINE)) {
    const kind = tag.toLowerCase() as keyof typeof inline;
    // A script with src runs the file, which 'self' allows; its element's text is ignored.
    if (kind === 'script' && /\ssrc\s*=/i.test(` ${attributes}`)) continue;
    inline[kind].push(hashOf(content));
  }
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.script].join(' '),
    ["style-src 'self'", ...inline.style].join(' '),
    'img-src * data: blob:',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}
