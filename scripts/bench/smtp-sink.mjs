// The alert benchmark's mail server, in a process of its own (smtp-server): every message is
// accepted and kept as its Message-ID per recipient; GET /mails (HTTP) gives them all, so the
// benchmark counts what was lost and what came twice.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const byRecipient = new Map();
let mails = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  // A real relay does not look its clients up either; here the lookup would time out.
  disableReverseLookup: true,
  size: 1024 * 1024,
  onData(stream, session, callback) {
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < 16_384) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '';
      for (const { address } of session.envelope.rcptTo) {
        const ids = byRecipient.get(address) ?? [];
        ids.push(id);
        byRecipient.set(address, ids);
        mails += 1;
      }
      callback();
    });
  },
});
const http = createServer((_, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ mails, byRecipient: Object.fromEntries(byRecipient) }));
});
smtp.listen(0, '127.0.0.1', () => {
  http.listen(0, '127.0.0.1', () =>
    console.log(JSON.stringify({ smtpPort: smtp.server.address().port, httpPort: http.address().port })),
  );
});
process.on('SIGTERM', () => smtp.close(() => process.exit(0)));
