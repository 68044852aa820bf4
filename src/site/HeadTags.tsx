// A PageHead as Preact elements, for a page rendered with Preact (renderToString): the same
// elements renderHead writes, Preact escaping the text and attributes, the JSON-LD written
// script-safe by the same function.
import type { PageHead } from './page-head';
import { scriptSafeJson } from './page-head';

export function HeadTags({ head }: { head: PageHead }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hreflang={hreflang} href={href} />
      ))}
      {head.feed && <link rel="alternate" type="application/rss+xml" title={head.feed.title} href={head.feed.href} />}
      {head.prev && <link rel="prev" href={head.prev} />}
      {head.next && <link rel="next" href={head.next} />}
      {head.openGraph.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(head.jsonLd) }} />
    </>
  );
}
