/**
 * The `tavolo` command line: a table of subcommands, each parsing its own arguments. Exit codes are
 * part of the interface: 0 success, 1 the answer is "no" (e.g. an export does not verify),
 * 2 the command could not run (usage error, unreadable file).
 */
export const ExitCode = { Ok: 0, Failed: 1, Usage: 2 } as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Everything a command does to the outside world, so tests can run it in-process. */
export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Reads a file as UTF-8; `-` is standard input. */
  readonly readText: (path: string) => Promise<string>;
  /** Writes a file as UTF-8, replacing it. */
  readonly writeText: (path: string, text: string) => Promise<void>;
  /** The environment: secrets such as TAVOLO_TOKEN come from here, never from argv (`ps`). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * For long-running commands (the bot): from the first call on, Ctrl-C / SIGTERM abort the
   * returned signal instead of killing the process, so the command can end cleanly. Short
   * commands never call it and stay interruptible the usual way.
   */
  readonly stopSignal: () => AbortSignal;
}

export interface CliCommand {
  readonly name: string;
  readonly summary: string;
  readonly usage: string;
  run(args: readonly string[], io: CliIo): Promise<ExitCode>;
}

export function usageOf(commands: readonly CliCommand[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: tavolo <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Environment:',
    '  TAVOLO_SERVER  the server of export and bot when --server is not given',
    '  TAVOLO_TOKEN   the API token of bot (never on the command line, where ps shows it)',
    '',
    'Run `tavolo <command> --help` for its options.',
  ].join('\n');
}

export async function runCli(
  commands: readonly CliCommand[],
  argv: readonly string[],
  io: CliIo,
): Promise<ExitCode> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.err(usageOf(commands));
    return ExitCode.Usage;
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    io.out(usageOf(commands));
    return ExitCode.Ok;
  }
  const command = commands.find((c) => c.name === name);
  if (command === undefined) {
    io.err(`tavolo: unknown command ${JSON.stringify(name)}\n\n${usageOf(commands)}`);
    return ExitCode.Usage;
  }
  return command.run(rest, io);
}

/** A usage error of one command: its message, then how the command is used. */
export function usageError(command: CliCommand, io: CliIo, message: string): ExitCode {
  io.err(`tavolo ${command.name}: ${message}\n\n${command.usage}`);
  return ExitCode.Usage;
}
