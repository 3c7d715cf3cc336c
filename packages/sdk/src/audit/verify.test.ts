import { games } from '@tavolo/engine';
import type { AnyGameModule } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { playSampleGame } from '../testing/index.ts';
import { verifyExport, verifyExportJson } from './verify.ts';

interface Table {
  readonly game: AnyGameModule;
  readonly seatCount: number;
  readonly options: unknown;
}

/** A main variant of each game, beside its defaults at the smallest and largest table. */
const variants: Readonly<Record<string, { seatCount: number; options: unknown }>> = {
  'big-cheese': { seatCount: 4, options: { scoring: 'd6' } },
  'big-shot': { seatCount: 4, options: { hidden_money: true } },
  'bon-appetit': { seatCount: 3, options: { auto_reveal: [0, 2] } },
  cheesonomics: { seatCount: 3, options: { flavour: 'sharp' } },
};

const tables: Table[] = games.flatMap((game) => {
  const variant = variants[game.id];
  return [
    { game, seatCount: game.seatLimits.min, options: {} },
    { game, seatCount: game.seatLimits.max, options: {} },
    ...(variant === undefined ? [] : [{ game, ...variant }]),
  ];
});

describe('verifyExport on complete games', () => {
  it('has a main variant for every registered game', () => {
    expect(games.map((g) => g.id).filter((id) => variants[id] === undefined)).toEqual([]);
  });

  for (const table of tables) {
    const name = `${table.game.id}, ${table.seatCount} seats, options ${JSON.stringify(table.options)}`;
    it(`verifies random games of ${name}`, () => {
      for (const seed of [1, 2]) {
        const { export: exported, input } = playSampleGame({ ...table, seed });
        const report = verifyExportJson(JSON.stringify(exported, null, 2));
        expect(report).toMatchObject({ ok: true });
        if (!report.ok) return;
        expect(report.summary).toMatchObject({
          gameId: exported.header.gameId,
          engine: table.game.id,
          rulesVersion: table.game.rulesVersion,
          seatCount: table.seatCount,
          commands: exported.log.length - 1,
          events: exported.log.reduce((sum, entry) => sum + entry.events.length, 0),
          headHash: exported.log.at(-1)?.hash,
          outcome: input.outcome,
        });
        expect(report.summary.draws).toBeGreaterThan(0);
        expect(
          verifyExport(exported, { serverSeedCommitment: exported.header.serverSeedCommitment }),
        ).toMatchObject({ ok: true });
      }
    });
  }
});
