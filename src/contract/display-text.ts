// Free text from a notice, a feed or the desk, made safe to show as written: cut only between
// whole characters as a reader sees them (never inside 🏥's surrogate pair, an accent or a
// family emoji), and without the bidi controls that would reverse the words that follow it.

/** Embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). LRM and RLM stay: they reverse nothing after them. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter() : null;

/** The longest start of `text` of at most `max` UTF-16 units that ends between two graphemes. */
export function cutBetweenGraphemes(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  if (segmenter) {
    for (const { index, segment } of segmenter.segment(text)) {
      if (index + segment.length > max) break;
      end = index + segment.length;
    }
    return text.slice(0, end);
  }
  // Without Intl.Segmenter, at least never between a surrogate pair's halves.
  for (const char of text) {
    if (end + char.length > max) break;
    end += char.length;
  }
  return text.slice(0, end);
}
