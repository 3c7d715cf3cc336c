/**
 * The receiving end of Tavolo's notifications for the e2e run, started by Playwright as a second
 * `webServer` (playwright.config.ts): a real SMTP server (`smtp-server`, each message parsed by
 * `mailparser`) on TAVOLO_E2E_SMTP_PORT, and on TAVOLO_E2E_SINK_PORT an HTTP server on 127.0.0.1
 * that stands in for a webhook receiver (POST /hook) and a push service (POST /push/<id>) and
 * lists what arrived as JSON for the specs to read:
 *
 * - GET /health: 200 once both servers listen;
 * - GET /mail: `[{ to, subject, text, html }]`, oldest first;
 * - GET /hooks, GET /pushes: `[{ path, headers, body }]` (the body as text; a push body is
 *   encrypted, so as base64), oldest first.
 *
 * Everything is kept in memory for the run; specs tell their own apart by address or path.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

interface ReceivedRequest {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

function portFrom(name: string): number {
  const port = Number(process.env[name]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${name} must be a port number`);
  return port;
}

const mails: ReceivedMail[] = [];
const hooks: ReceivedRequest[] = [];
const pushes: ReceivedRequest[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData: (stream, session, callback) => {
    simpleParser(stream)
      .then((parsed) => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
        });
        callback();
      })
      .catch((error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)));
      });
  },
});

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://sink').pathname;
  if (request.method === 'GET') {
    const lists: Record<string, unknown> = {
      '/health': { ok: true },
      '/mail': mails,
      '/hooks': hooks,
      '/pushes': pushes,
    };
    if (path in lists) sendJson(response, 200, lists[path]);
    else sendJson(response, 404, { error: 'not found' });
    return;
  }
  if (request.method === 'POST' && path === '/hook') {
    const body = await bodyOf(request);
    hooks.push({ path, headers: request.headers, body: body.toString('utf8') });
    sendJson(response, 200, { received: true });
    return;
  }
  if (request.method === 'POST' && path.startsWith('/push/')) {
    const body = await bodyOf(request);
    pushes.push({ path, headers: request.headers, body: body.toString('base64') });
    // What a push service answers when it accepts a message (RFC 8030 §5).
    response.writeHead(201).end();
    return;
  }
  sendJson(response, 404, { error: 'not found' });
}

const http = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    sendJson(response, 500, { error: String(error) });
  });
});

await new Promise<void>((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(portFrom('TAVOLO_E2E_SMTP_PORT'), '127.0.0.1', resolve);
});
await new Promise<void>((resolve, reject) => {
  http.once('error', reject);
  http.listen(portFrom('TAVOLO_E2E_SINK_PORT'), '127.0.0.1', resolve);
});

const stop = (): void => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
