import type { CliCommand } from './cli.ts';
import { botCommand } from './bot-command.ts';
import { exportCommand } from './export-command.ts';
import { ratingsCommand } from './ratings-command.ts';
import { verifyCommand } from './verify-command.ts';
import { webhookCommand } from './webhook-command.ts';

/** Every `tavolo` subcommand, in the order `tavolo --help` lists them. */
export const commands: readonly CliCommand[] = [
  verifyCommand,
  exportCommand,
  ratingsCommand,
  botCommand,
  webhookCommand,
];
