// The benchmark's yardstick: a bare node:http server answering every request with the same
// status, headers and body bytes as the API's answer (read from the JSON file given).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const { headers, body } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(bytes);
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
