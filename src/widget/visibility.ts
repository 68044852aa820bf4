// Whether anyone can see the widget: its tab is showing and it is on screen. Refreshes pause
// otherwise, so a widget far down a page or in a background tab costs the service nothing.

export function watchVisibility(element: Element, onChange: (visible: boolean) => void): () => void {
  let onScreen = true;
  const update = () => onChange(onScreen && document.visibilityState !== 'hidden');
  const observer = new IntersectionObserver((entries) => {
    onScreen = entries[entries.length - 1]?.isIntersecting ?? onScreen;
    update();
  });
  observer.observe(element);
  document.addEventListener('visibilitychange', update);
  return () => {
    observer.disconnect();
    document.removeEventListener('visibilitychange', update);
  };
}
