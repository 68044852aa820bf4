// A request body read as text up to a size, and not one chunk further: a declared
// Content-Length over the size is refused before any byte is read, and a stream is counted as
// it arrives and cancelled the moment it passes the size.

/** The body as text, or null when it is larger than `maxBytes`. */
export async function boundedText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
