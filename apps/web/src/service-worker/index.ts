/**
 * Tavolo's service worker: web push only (issue 18 item 6). It shows each message the server
 * pushes — a title, a line, and the notification's id as its tag, so a message sent twice
 * replaces itself — and a click opens that game's table (or the inbox), focusing a Tavolo window
 * already open. It has no fetch handler and caches nothing: every page and API response comes
 * from the network exactly as without it.
 */

const worker = self as unknown as ServiceWorkerGlobalScope;

interface PushMessage {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly url: string;
}

function isPushMessage(value: unknown): value is PushMessage {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return ['id', 'title', 'body', 'url'].every((key) => typeof fields[key] === 'string');
}

/** A URL of this app (the message's link, checked), else the app's start page. */
function appUrl(link: unknown): string {
  const scope = worker.registration.scope;
  if (typeof link !== 'string' || !URL.canParse(link)) return scope;
  const url = new URL(link);
  return url.origin === new URL(scope).origin ? url.href : scope;
}

function readMessage(event: PushEvent): PushMessage | undefined {
  try {
    const data: unknown = event.data?.json();
    return isPushMessage(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

worker.addEventListener('push', (event) => {
  const message = readMessage(event);
  const icon = new URL('icon-192.png', worker.registration.scope).href;
  // A push must show something (userVisibleOnly): an unreadable one shows the app's name.
  const shown =
    message === undefined
      ? worker.registration.showNotification('Tavolo', { icon, data: { url: appUrl(null) } })
      : worker.registration.showNotification(message.title, {
          body: message.body,
          tag: message.id,
          icon,
          data: { url: appUrl(message.url) },
        });
  event.waitUntil(shown);
});

async function openTable(url: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same !== undefined) {
    await same.focus();
    return;
  }
  const ours = windows.find((client) => new URL(client.url).origin === new URL(url).origin);
  if (ours !== undefined) {
    const focused = await ours.focus();
    await focused.navigate(url);
    return;
  }
  await worker.clients.openWindow(url);
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openTable(appUrl(data?.url)));
});
