// The baseline for benchmarks: a bare node:http server answering one fixed body, the same
// bytes the server under test answers. BODY_FILE, CONTENT_TYPE and PORT come from the env.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE);
const type = process.env.CONTENT_TYPE || 'application/json; charset=utf-8';
createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
