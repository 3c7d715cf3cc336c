import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tokenUsage } from './token-usage.ts';

describe('tokenUsage', () => {
  it('names this server and the token just created', () => {
    expect(tokenUsage('https://tavolo.example/', 'tvl_abc-DEF_1')).toEqual({
      exportLine: "export TAVOLO_TOKEN='tvl_abc-DEF_1'",
      curlLine:
        'curl -H "Authorization: Bearer $TAVOLO_TOKEN" \'https://tavolo.example/api/v1/me/games\'',
      botLine: "tavolo bot --server 'https://tavolo.example'",
    });
  });

  it('gives lines a POSIX shell reads back as the same words', () => {
    const usage = tokenUsage('http://127.0.0.1:3000', "tvl_it's");
    const script = `${usage.exportLine}; printf '%s\\n' "$TAVOLO_TOKEN"`;
    expect(execFileSync('sh', ['-c', script], { encoding: 'utf8' })).toBe("tvl_it's\n");
    const words = `set -- ${usage.botLine.replace('tavolo bot', '')}; printf '%s|' "$@"`;
    expect(execFileSync('sh', ['-c', words], { encoding: 'utf8' })).toBe(
      '--server|http://127.0.0.1:3000|',
    );
  });
});
