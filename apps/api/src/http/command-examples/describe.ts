/**
 * The command format of each game in words, for the API docs: one example per command type, from
 * the engines' own legal commands (examples.generated.ts, written by `pnpm api:generate`).
 */
import { findGame } from '@tavolo/engine';
import { COMMAND_EXAMPLES } from './examples.generated.ts';
import type { CommandExample } from './self-play.ts';

function exampleLine({ type, command, options }: CommandExample): string {
  const needs =
    Object.keys(options).length === 0
      ? ''
      : ` (met in a game with options \`${JSON.stringify(options)}\`)`;
  return `- \`${type}\`: \`${JSON.stringify(command)}\`${needs}`;
}

/** Markdown: for each game, its title and engine id, then one line per command type. */
export function commandFormats(): string {
  return Object.entries(COMMAND_EXAMPLES)
    .map(([engine, examples]) => {
      const title = findGame(engine)?.title ?? engine;
      return [`**${title}** (\`${engine}\`):`, '', ...examples.map(exampleLine)].join('\n');
    })
    .join('\n\n');
}

/** Every example command, for the request body's `examples`. */
export function exampleCommands(): unknown[] {
  return Object.values(COMMAND_EXAMPLES).flatMap((examples) => examples.map((e) => e.command));
}
