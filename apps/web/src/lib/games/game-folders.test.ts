/**
 * Every game folder has the same files for the same roles (issue 20), so that whoever knows one
 * game's folder knows where everything is in the others. The roles are listed here, once; a
 * game's extra helper files are free, but a role file missing fails. apps/web/README.md describes
 * the same layout.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DRAWN_ENGINES } from './registry.ts';

/** The role files, each by its path in the game's folder, with what it holds. */
const ROLES: Readonly<Record<string, string>> = {
  'index.ts': 'what the registry imports: `ui` (the GameUi contract)',
  'model.ts': 'the view guard and the game’s types read from the wire',
  'Table.svelte': 'the contract’s table: status, board and controls in the shared layout',
  'Board.svelte': 'the drawing’s root (SVG)',
  'Controls.svelte': 'the move box’s root, built from the legal commands only',
  'draft.ts': 'the move being built, from the legal commands (pure)',
  'describe.ts': 'one log line per event',
  'text.ts': 'the position in words',
  'layout.ts': 'the drawing’s geometry',
  'away.ts': 'what changed while the seat was away, to highlight on arrival',
  'scores.ts': 'each seat’s score in a view, for the chart',
  'messages/index.ts': 'the messages of the three languages, as the contract wants them',
  'messages/en.ts': 'English messages (the key list)',
  'messages/it.ts': 'Italian messages',
  'messages/fr.ts': 'French messages',
};

const gamesDir = fileURLToPath(new URL('.', import.meta.url));
const inGame = (game: string, path: string): boolean => existsSync(`${gamesDir}/${game}/${path}`);

/** The role files a game's folder lacks. */
function missingRoles(game: string): string[] {
  return Object.keys(ROLES).filter((role) => !inGame(game, role));
}

describe('game folders', () => {
  it('are exactly the drawn engines (and the shared testing folder)', () => {
    const folders = readdirSync(gamesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'testing')
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...DRAWN_ENGINES].sort());
  });

  it.each(DRAWN_ENGINES)('%s has a file for every role', (game) => {
    expect(missingRoles(game)).toEqual([]);
  });
});
