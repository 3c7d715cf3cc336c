import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../errors.ts';
import { parsePushConfig } from './push-config.ts';
import { endpointRefusal, parsePushSubscription } from './subscription-input.ts';

function keys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe('push endpoints', () => {
  it('takes https URLs of public hosts', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QGx',
      'https://8.8.8.8/push',
    ]) {
      expect(endpointRefusal(endpoint, false)).toBeUndefined();
    }
  });

  it('refuses loopback, private, link-local and IPv6 internal hosts, and non-https', () => {
    for (const endpoint of [
      'http://127.0.0.1:8080/push',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://push.localhost/push',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[fd00::1]/push',
      'https://[fe80::1]/push',
      'https://192.168.1.1/push',
      'https://172.16.0.1/push',
      'https://100.64.0.1/push',
      'https://0.0.0.0/push',
      'ftp://push.example.net/x',
      'http://push.example.net/x',
      'https://user@push.example.net/x',
    ]) {
      expect({ endpoint, refused: endpointRefusal(endpoint, false) !== undefined }).toEqual({
        endpoint,
        refused: true,
      });
    }
  });

  it('takes loopback over http only when loopback is allowed, and nothing else private', () => {
    expect(endpointRefusal('http://127.0.0.1:8080/push', true)).toBeUndefined();
    expect(endpointRefusal('http://localhost:8080/push', true)).toBeUndefined();
    expect(endpointRefusal('http://[::1]:8080/push', true)).toBeUndefined();
    expect(endpointRefusal('http://10.0.0.1/push', true)).toBeDefined();
    expect(endpointRefusal('https://192.168.0.1/push', true)).toBeDefined();
  });
});

describe('push subscriptions', () => {
  it('keeps the endpoint and keys of a browser subscription', () => {
    const browserKeys = keys();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect(
      parsePushSubscription({ endpoint, expirationTime: null, keys: browserKeys }, false),
    ).toEqual({ endpoint, ...browserKeys });
  });

  it('refuses a loopback endpoint without the allowance, with its own code', () => {
    const refusal = (() => {
      try {
        parsePushSubscription({ endpoint: 'http://127.0.0.1:1/push', keys: keys() }, false);
        return undefined;
      } catch (error) {
        return error;
      }
    })();
    expect(isServiceError(refusal, 'PUSH_ENDPOINT_NOT_ALLOWED')).toBe(true);
  });
});

describe('push configuration', () => {
  it('defaults, and reads the subject and the loopback switch', () => {
    expect(parsePushConfig({})).toMatchObject({
      subject: 'mailto:admin@localhost',
      allowLoopback: false,
    });
    expect(
      parsePushConfig({
        TAVOLO_VAPID_SUBJECT: 'https://tavolo.example/contact',
        TAVOLO_PUSH_ALLOW_LOOPBACK: 'yes',
      }),
    ).toMatchObject({ subject: 'https://tavolo.example/contact', allowLoopback: true });
  });

  it('refuses a subject that is neither mailto: nor https:', () => {
    for (const subject of ['admin@example.com', 'http://tavolo.example', 'mailto:nobody']) {
      expect(() => parsePushConfig({ TAVOLO_VAPID_SUBJECT: subject })).toThrow(
        /TAVOLO_VAPID_SUBJECT/,
      );
    }
  });
});
