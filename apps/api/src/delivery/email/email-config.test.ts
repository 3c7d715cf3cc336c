import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, parseEmailConfig } from './email-config.ts';

describe('the e-mail configuration', () => {
  it('defaults to the local outbox, the default sender and no administrators', () => {
    const config = parseEmailConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.from).toBe(DEFAULT_MAIL_FROM);
    expect(config.admins).toEqual([]);
  });

  it('reads an SMTP URL, a sender and a list of administrators', () => {
    const config = parseEmailConfig({
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      TAVOLO_MAIL_FROM: 'Tavolo <noreply@tavolo.example>',
      TAVOLO_ADMINS: ' ada, bea ,,',
    });
    expect(config.smtpUrl?.href).toBe('smtps://user:secret@mail.example:465');
    expect(config.from).toBe('Tavolo <noreply@tavolo.example>');
    expect(config.admins).toEqual(['ada', 'bea']);
  });

  it.each([
    ['SMTP_URL', 'http://mail.example'],
    ['SMTP_URL', 'not a url'],
    ['TAVOLO_MAIL_FROM', 'nobody'],
    ['TAVOLO_MAIL_FROM', 'Tavolo <a@b>\r\nBcc: x@y'],
    ['TAVOLO_ADMINS', 'ada, b c'],
  ])('refuses %s=%j at start, naming it', (name, value) => {
    const refusal: unknown = (() => {
      try {
        return parseEmailConfig({ [name]: value });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toMatchObject({ code: 'INVALID_CONFIG' });
    expect((refusal as Error).message).toContain(name);
  });
});
