// One JSON object per line on standard output. Callers never pass a key: only its prefix.

export function log(fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`);
}
