// `<div data-er-status>` containers: every one on the page gets its own widget, including
// containers added later (a MutationObserver sees them, also while the page is still parsing).

const CONTAINER = '[data-er-status]';

export function watchContainers(mount: (host: HTMLElement) => void, isMounted: (host: Element) => boolean): void {
  const visit = (node: Node) => {
    if (!(node instanceof HTMLElement)) return;
    const hosts = node.matches(CONTAINER) ? [node] : [];
    hosts.push(...node.querySelectorAll<HTMLElement>(CONTAINER));
    for (const host of hosts) if (!isMounted(host)) mount(host);
  };
  visit(document.documentElement);
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(visit);
  }).observe(document.documentElement, { childList: true, subtree: true });
}
