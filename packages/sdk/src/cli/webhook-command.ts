/** `tavolo webhook verify`: checks a received webhook's signature offline (issue 18 item 11). */
import { parseArgs } from 'node:util';
import { verifyWebhook } from '../webhooks/verify.ts';
import { ExitCode, usageError } from './cli.ts';
import type { CliCommand, CliIo } from './cli.ts';

const USAGE = `Usage: tavolo webhook verify [options] [<body-file>]   (no file, or -, reads standard input)

Checks a webhook that Tavolo sent you: the signature of the exact body with your secret, and
that its timestamp is within five minutes of now. Exit 0 when it holds, 1 with the reason when it
does not, 2 on a usage error.

Options:
  --secret <whsec_…>     the webhook's secret (or TAVOLO_WEBHOOK_SECRET)
  --id <id>              the webhook-id header
  --timestamp <seconds>  the webhook-timestamp header
  --signature <v1,…>     the webhook-signature header (quote it: it may hold two, space-separated)
  -h, --help             show this help`;

export const webhookCommand: CliCommand = {
  name: 'webhook',
  summary: "verify a webhook's signature offline (webhook verify)",
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === '-h' || sub === '--help' || sub === undefined) {
      io.out(USAGE);
      return sub === undefined ? ExitCode.Usage : ExitCode.Ok;
    }
    if (sub !== 'verify') return usageError(webhookCommand, io, `unknown subcommand "${sub}"`);
    return verify(rest, io);
  },
};

async function verify(args: readonly string[], io: CliIo): Promise<ExitCode> {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        secret: { type: 'string' },
        id: { type: 'string' },
        timestamp: { type: 'string' },
        signature: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return usageError(webhookCommand, io, error instanceof Error ? error.message : String(error));
  }
  if (values['help'] === true) {
    io.out(USAGE);
    return ExitCode.Ok;
  }
  const secret = stringOf(values['secret']) ?? io.env['TAVOLO_WEBHOOK_SECRET'];
  const id = stringOf(values['id']);
  const timestamp = stringOf(values['timestamp']);
  const signature = stringOf(values['signature']);
  if (secret === undefined || secret === '') {
    return usageError(webhookCommand, io, 'give --secret or TAVOLO_WEBHOOK_SECRET');
  }
  if (id === undefined || timestamp === undefined || signature === undefined) {
    return usageError(webhookCommand, io, 'give --id, --timestamp and --signature');
  }
  if (positionals.length > 1) return usageError(webhookCommand, io, 'give at most one body file');
  const file = positionals[0] ?? '-';
  let body: string;
  try {
    body = await io.readText(file);
  } catch (error) {
    io.err(
      `tavolo webhook verify: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return ExitCode.Usage;
  }
  const verdict = verifyWebhook(
    secret,
    { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature },
    body,
  );
  if (!verdict.ok) {
    io.err(`tavolo webhook verify: NOT valid: ${verdict.reason}`);
    return ExitCode.Failed;
  }
  io.out(`valid: webhook ${id} signed at ${new Date(Number(timestamp) * 1000).toISOString()}`);
  return ExitCode.Ok;
}

const stringOf = (value: string | boolean | undefined) =>
  typeof value === 'string' ? value : undefined;
