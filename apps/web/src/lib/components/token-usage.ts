/**
 * How to use a token just created, as shell lines for this server: the token in TAVOLO_TOKEN (the
 * `tavolo bot` CLI reads it only from there, never from argv), a curl call of the API with it,
 * and the bot started against this origin.
 */
export interface TokenUsage {
  readonly exportLine: string;
  readonly curlLine: string;
  readonly botLine: string;
}

/** POSIX single quotes: a token never contains one, but a pasted line must stay one word. */
function quoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

export function tokenUsage(origin: string, token: string): TokenUsage {
  const base = origin.replace(/\/+$/, '');
  return {
    exportLine: `export TAVOLO_TOKEN=${quoted(token)}`,
    curlLine: `curl -H "Authorization: Bearer $TAVOLO_TOKEN" ${quoted(`${base}/api/v1/me/games`)}`,
    botLine: `tavolo bot --server ${quoted(base)}`,
  };
}
