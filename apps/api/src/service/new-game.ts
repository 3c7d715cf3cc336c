/**
 * A new game's row: its header (what the audit export's genesis hash covers), a server seed drawn
 * now of which only the sha256 is published, and an invite code.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { RNG_ALGORITHM, seedCommitment } from '@tavolo/engine';
import type { AnyGameModule } from '@tavolo/engine';
import { genesisHash } from '@tavolo/sdk/audit';
import { moveTimeLimitOf } from '../clocks/time-control.ts';
import type { TimeControl } from '../clocks/time-control.ts';
import type { TimeoutPolicy } from '../policies/timeout-policy.ts';
import { newInviteCode } from '../store/invite-codes.ts';
import type { NewGame } from '../store/lobby-store.ts';
import type { ValidCreateGame } from './inputs.ts';
import { asJson } from './live-game.ts';

/** `options` are the engine's parsed options for `request`. */
export function newGame(
  module: AnyGameModule,
  request: ValidCreateGame & {
    readonly timeControl: TimeControl;
    readonly timeoutPolicy: TimeoutPolicy;
  },
  options: unknown,
  createdAt: Date,
): NewGame {
  const serverSeed = randomBytes(32).toString('hex');
  const id = randomUUID();
  const header = {
    gameId: id,
    engine: module.id,
    rulesVersion: module.rulesVersion,
    rngAlgorithm: RNG_ALGORITHM,
    seatCount: request.seatCount,
    options: asJson(options),
    serverSeedCommitment: seedCommitment(serverSeed),
  };
  return {
    ...header,
    id,
    serverSeed,
    genesisHash: genesisHash(header),
    timeControl: request.timeControl,
    timeoutPolicy: request.timeoutPolicy,
    moveTimeLimitSeconds: moveTimeLimitOf(request.timeControl),
    createdBy: request.createdBy ?? null,
    visibility: request.visibility,
    weekendPause: request.weekendPause,
    vacation: request.vacation,
    rated: request.rated,
    inviteCode: newInviteCode(),
    createdAt,
  };
}
