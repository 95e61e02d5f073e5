/**
 * A local mailbox for the end-to-end tests: an SMTP server that keeps every message in memory and a
 * small HTTP API to read them.
 *   SMTP  127.0.0.1:${E2E_SMTP_PORT ?? 2526}
 *   HTTP  127.0.0.1:${E2E_MAIL_HTTP_PORT ?? 2527}
 *         GET /health           → ok
 *         GET /messages?to=addr → [{ to, subject, text }], newest last
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2527);
const host = '127.0.0.1';

/** @type {{ to: string[]; subject: string; text: string }[]} */
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.on('error', (error) => console.error('mail-sink smtp:', error.message));
smtp.listen(smtpPort, host);

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}`);
  if (url.pathname === '/health') {
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = messages
      .filter((message) => !to || message.to.includes(to))
      .map((message) => ({ to: message.to.join(', '), subject: message.subject, text: message.text }));
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list));
    return;
  }
  response.writeHead(404).end();
});
http.listen(httpPort, host, () => console.log(`mail-sink: smtp ${smtpPort}, http ${httpPort}`));

const stop = () => {
  smtp.close(() => {});
  http.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
