// Code shown on the page: shell commands and HTTP examples, in which this server's address is
// a placeholder until the page script fills it in (origin.ts).

import type { ComponentChildren } from 'preact';
import { ORIGIN_PLACEHOLDER } from './origin';

export function Origin() {
  return <span data-origin="">{ORIGIN_PLACEHOLDER}</span>;
}

/** A block of code; its lines are children, each ending with "\n" where it should. */
export function CodeBlock({ children }: { children: ComponentChildren }) {
  return (
    <pre>
      <code>{children}</code>
    </pre>
  );
}
