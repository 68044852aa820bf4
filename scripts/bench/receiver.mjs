// The webhook benchmark's receivers, in a process of their own: every POST is answered 204
// and counted; GET /count says how many came, and how many distinct webhook-ids.
import { createServer } from 'node:http';

let count = 0;
const ids = new Set();
const server = createServer((request, response) => {
  if (request.method === 'GET') {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ count, distinct: ids.size }));
    return;
  }
  request.resume();
  request.on('end', () => {
    count += 1;
    ids.add(`${request.url} ${request.headers['webhook-id']}`);
    response.writeHead(204).end();
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
