/**
 * This browser and web push: whether it can be subscribed, its current subscription, and
 * subscribing with the server's VAPID key (then telling the API) or unsubscribing (telling the
 * API first, so the server stops sending even if the browser's own unsubscribe fails).
 */
import { api, unwrap } from '../api/client.ts';

/** What this browser offers: push, or why not (iOS offers it only to an installed app). */
export type PushSupport = 'supported' | 'needs-install' | 'unsupported';

function isAppleMobile(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent);
}

export function pushSupport(): PushSupport {
  const capable =
    'serviceWorker' in navigator && 'PushManager' in globalThis && 'Notification' in globalThis;
  if (capable) return 'supported';
  return isAppleMobile() ? 'needs-install' : 'unsupported';
}

/** A base64url string (the VAPID public key) as the bytes PushManager.subscribe takes. */
export function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The service worker's registration (SvelteKit registers src/service-worker at start). */
function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registered = await navigator.serviceWorker.getRegistration();
  return registered === undefined ? null : registered.pushManager.getSubscription();
}

/**
 * Asks for permission (the caller's click is the user gesture browsers require), subscribes this
 * browser with the server's key, and gives the subscription to the API. Resolves to the
 * permission: only 'granted' subscribes.
 */
export async function subscribeThisBrowser(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const { publicKey } = await unwrap(api().GET('/api/v1/push/vapid-public-key'));
  const { pushManager } = await registration();
  const subscription =
    (await pushManager.getSubscription()) ??
    (await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64urlBytes(publicKey),
    }));
  await unwrap(api().POST('/api/v1/me/push-subscriptions', { body: subscription.toJSON() }));
  return permission;
}

export async function unsubscribeThisBrowser(): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription === null) return;
  await unwrap(
    api().POST('/api/v1/me/push-subscriptions/unsubscribe', {
      body: { endpoint: subscription.endpoint },
    }),
  );
  await subscription.unsubscribe();
}
