// A QR code drawn on the server as inline SVG (the desk's CSP runs no inline script and allows no
// inline style): one unit square per dark module, inside the four-module quiet zone scanners need.
import QRCode from 'qrcode';

const QUIET = 4;

/** The SVG path of `text`'s dark modules, offset by the quiet zone, and the code's full width. */
export function qrPath(text: string): { d: string; width: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  return { d, width: modules.size + 2 * QUIET };
}

export function QrCode({ text, label }: { text: string; label: string }) {
  const { d, width } = qrPath(text);
  return (
    <svg
      class="qr"
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${width}`}
      width="220"
      height="220"
      role="img"
      aria-label={label}
      shape-rendering="crispEdges"
      data-quiet={QUIET}
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
