// For widget tests: an IntersectionObserver the test drives, so that a widget is on screen or
// off it when the test says (happy-dom's never reports anything).

import { vi } from 'vitest';

/** Stubs IntersectionObserver; the returned function tells every observer whether its element is on screen. */
export function stubOnScreen(): (onScreen: boolean) => void {
  const observers = new Set<{ report: (onScreen: boolean) => void }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly report: (onScreen: boolean) => void;
      constructor(callback: IntersectionObserverCallback) {
        this.report = (onScreen) =>
          callback(
            [{ isIntersecting: onScreen } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe() {
        observers.add(this);
      }
      disconnect() {
        observers.delete(this);
      }
    },
  );
  return (onScreen) => {
    for (const observer of [...observers]) observer.report(onScreen);
  };
}
