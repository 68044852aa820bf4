// The little markup the string tables use, rendered as elements: `code`, **strong** and
// [text](href). Everything else is text, escaped by the renderer like any other.

import type { ComponentChildren } from 'preact';

const TOKEN = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function inline(text: string): ComponentChildren[] {
  const parts: ComponentChildren[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    parts.push(text.slice(last, match.index));
    const [, code, strong, label, href] = match;
    if (code !== undefined) parts.push(<code>{code}</code>);
    else if (strong !== undefined) parts.push(<strong>{strong}</strong>);
    else parts.push(<a href={href}>{label}</a>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== '');
}

/** A string of the tables as a paragraph (or any element `as` names). */
export function Inline({ text, as: Tag = 'p' }: { text: string; as?: 'p' | 'li' | 'span' | 'dd' }) {
  return <Tag>{inline(text)}</Tag>;
}

export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return (
    <>
      {texts.map((text) => (
        <Inline key={text} text={text} />
      ))}
    </>
  );
}
