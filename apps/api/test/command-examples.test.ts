/**
 * The example commands of the API docs (issue 20 item 9): one per command type of every game, as
 * committed in examples.generated.ts, each accepted by the engine (through the same checks as a
 * real move) in the state the self-play reached when it met it, and equal to a fresh self-play.
 */
import { createRng, digestPlayerSeeds, findGame, games, handle } from '@tavolo/engine';
import type {
  BigCheeseCommand,
  BigShotCommand,
  BonAppetitCommand,
  CheesonomicsCommand,
} from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { commandFormats } from '../src/http/command-examples/describe.ts';
import { COMMAND_EXAMPLES } from '../src/http/command-examples/examples.generated.ts';
import { findCommandExamples } from '../src/http/command-examples/self-play.ts';

/** Every command type of each game: a type added to an engine fails typecheck here. */
const COMMAND_TYPES: Readonly<Record<string, readonly string[]>> = {
  'big-cheese': Object.keys({
    bid: true,
    pass: true,
    veto: true,
    keep: true,
    use_big_cheese: true,
    resolve: true,
  } satisfies Record<BigCheeseCommand['type'], true>),
  'big-shot': Object.keys({
    roll: true,
    take_loan: true,
    end_loans: true,
    bid: true,
    pass: true,
    choose_paying_colour: true,
    place_cube: true,
  } satisfies Record<BigShotCommand['type'], true>),
  'bon-appetit': Object.keys({ reveal: true } satisfies Record<BonAppetitCommand['type'], true>),
  cheesonomics: Object.keys({
    churn: true,
    give: true,
    pick: true,
    return_wedge: true,
    produce: true,
    sell: true,
    flip: true,
    replace: true,
    take_from_discard: true,
    decline_moove: true,
    moove_discard: true,
    moove_steal: true,
    swap_supply: true,
    final_sell: true,
    decline_final_sell: true,
  } satisfies Record<CheesonomicsCommand['type'], true>),
};

const rng = createRng({
  serverSeed: '0'.repeat(64),
  playerSeedsDigest: digestPlayerSeeds([]),
  gameId: 'command-examples-test',
  commandSeq: 1,
});

describe('command examples of the API docs', () => {
  it('has one example of every command type of every game', () => {
    expect(Object.keys(COMMAND_EXAMPLES).sort()).toEqual(games.map((game) => game.id).sort());
    for (const [engine, types] of Object.entries(COMMAND_TYPES)) {
      const examples = COMMAND_EXAMPLES[engine] ?? [];
      expect(examples.map((example) => example.type).sort(), engine).toEqual([...types].sort());
      for (const example of examples) expect(example.command).toMatchObject({ type: example.type });
    }
  });

  for (const game of games) {
    it(`${game.id}: each committed example is accepted where the self-play met it`, () => {
      const found = new Map(findCommandExamples(game).map((example) => [example.type, example]));
      const committed = COMMAND_EXAMPLES[game.id] ?? [];
      expect(committed.length).toBeGreaterThan(0);
      for (const example of committed) {
        const reached = found.get(example.type);
        if (reached === undefined)
          throw new Error(`${game.id}: self-play never met ${example.type}`);
        // The committed text, not the engine's object: what a reader of the docs would send.
        const command: unknown = JSON.parse(JSON.stringify(example.command));
        const result = handle(game, reached.state, reached.actor, command, rng);
        expect(result.ok, `${game.id} ${example.type}`).toBe(true);
        expect({ ...example }).toEqual({
          type: reached.type,
          command: reached.command,
          options: reached.options,
        });
      }
    });
  }

  it('describes every game by its title in the docs text', () => {
    const text = commandFormats();
    for (const game of games) {
      expect(text).toContain(`**${findGame(game.id)?.title ?? ''}** (\`${game.id}\`)`);
    }
    expect(text).toContain('- `take_loan`: `{"type":"take_loan","colour":');
  });
});
