/**
 * A channel of the delivery tests that sends over HTTP to a local receiver, as the real channels
 * send to SMTP servers, push services and webhook URLs: one POST per notification to
 * `<receiver>/<channel>`, a 5xx a RetryableDeliveryError, a 410 a PermanentDeliveryError. It
 * records nothing itself: what arrived is what the receiver saw.
 */
import type {
  ChannelName,
  DigestChannel,
  NotificationChannel,
  OutboundNotification,
  Recipient,
} from '../src/delivery/contract.ts';
import { PermanentDeliveryError, RetryableDeliveryError } from '../src/delivery/contract.ts';

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status === 410) throw new PermanentDeliveryError('gone', 410);
  if (response.status >= 400) {
    throw new RetryableDeliveryError(`answered ${response.status}`, response.status);
  }
}

export class ReceiverChannel implements NotificationChannel, DigestChannel {
  readonly name: ChannelName;
  readonly #url: string;

  constructor(name: ChannelName, receiverUrl: string) {
    this.name = name;
    this.#url = `${receiverUrl}/${name}`;
  }

  send(notification: OutboundNotification, recipient: Recipient): Promise<void> {
    return post(this.#url, {
      id: notification.id,
      kind: notification.content.kind,
      to: recipient.displayName,
      locale: recipient.locale,
    });
  }

  sendDigest(
    recipient: Recipient,
    notifications: readonly OutboundNotification[],
    digestKey: string,
  ): Promise<void> {
    return post(`${this.#url}/digest`, {
      key: digestKey,
      to: recipient.displayName,
      ids: notifications.map((notification) => notification.id),
    });
  }
}
