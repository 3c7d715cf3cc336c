/**
 * The web client beside the API on one origin: a SvelteKit production build (adapter-node)
 * answers every path the API does not own. The API never imports apps/web (the dependency rule):
 * the build's `handler.js` is loaded from the directory the configuration names.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ServiceError } from '../errors.ts';

/** adapter-node's request handler (connect-style middleware). */
export type WebHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

/** Paths the API answers itself, a JSON 404 included; every other path is the web client's. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /^\/(api|graphql|graphiql|health|ready|calendar)(\/|$)/.test(pathname);
}

/** Loads `<buildDir>/handler.js` (INVALID_CONFIG when it is not a web build). */
export async function loadWebHandler(buildDir: string): Promise<WebHandler> {
  const file = path.join(buildDir, 'handler.js');
  if (!existsSync(file)) {
    throw new ServiceError(
      'INVALID_CONFIG',
      `TAVOLO_WEB_BUILD: ${buildDir} holds no handler.js (build it: pnpm --filter @tavolo/web build).`,
    );
  }
  const loaded: unknown = await import(pathToFileURL(file).href);
  const handler = (loaded as { handler?: unknown }).handler;
  if (typeof handler !== 'function') {
    throw new ServiceError('INVALID_CONFIG', `TAVOLO_WEB_BUILD: ${file} exports no handler.`);
  }
  return handler as WebHandler;
}

/** Security headers of the API that the web client's pages set for themselves (kit.csp). */
const PAGE_OWNED_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];

/**
 * Hands a request the API does not route to the web client. Helmet has already set the API's
 * headers on the raw response; the page's content security policy is SvelteKit's own (with the
 * nonce of its boot script), so the API's is taken off first.
 */
export function serveWeb(
  web: WebHandler,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  for (const name of PAGE_OWNED_HEADERS) response.removeHeader(name);
  web(request, response, () => {
    response.statusCode = 404;
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    response.end('Not found');
  });
}
