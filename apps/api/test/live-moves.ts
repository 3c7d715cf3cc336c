/** Moves for the live-feed tests, shared with the second process of the two-process test. */
import { randomUUID } from 'node:crypto';
import type { GameService, SubmitResult } from '../src/index.ts';

/** Plays the first legal command of the first seat to move. */
export async function playMove(
  service: GameService,
  gameId: string,
  commandId: string = randomUUID(),
): Promise<SubmitResult> {
  const { activeSeats } = await service.play.state(gameId, { kind: 'spectator' });
  const seat = activeSeats[0];
  if (seat === undefined) throw new Error(`nobody is to move in ${gameId}`);
  const { version, legalCommands } = await service.play.state(gameId, { kind: 'seat', seat });
  return service.play.submit(gameId, seat, {
    expectedVersion: version,
    commandId,
    command: legalCommands[0],
  });
}
