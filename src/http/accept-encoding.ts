// What a client's Accept-Encoding takes: the pages and the static files choose from it.

/** The encodings a client takes, lower case; `;q=0` refuses an encoding. */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  return new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0] as string),
  );
}
