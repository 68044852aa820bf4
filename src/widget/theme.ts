// light, dark, or auto (the reader's system setting, followed as it changes).

import type { Theme } from './options';

export function watchTheme(theme: Theme, onChange: (dark: boolean) => void): () => void {
  if (theme !== 'auto') {
    onChange(theme === 'dark');
    return () => {};
  }
  const query = matchMedia('(prefers-color-scheme: dark)');
  const update = () => onChange(query.matches);
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
}
