/**
 * Which unique or foreign-key constraint a failed statement hit, whichever driver raised it:
 * postgres.js (`constraint_name`) or PGlite (`constraint`), possibly wrapped by drizzle (`cause`).
 */
import { isRecord } from '@tavolo/engine';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

export interface ConstraintViolation {
  readonly kind: 'unique' | 'foreign-key';
  readonly constraint: string;
}

function stringField(value: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const field = value[key];
  return typeof field === 'string' ? field : undefined;
}

export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isRecord(current); depth += 1) {
    const code = stringField(current, 'code');
    const constraint =
      stringField(current, 'constraint_name') ?? stringField(current, 'constraint') ?? '';
    if (code === UNIQUE_VIOLATION) return { kind: 'unique', constraint };
    if (code === FOREIGN_KEY_VIOLATION) return { kind: 'foreign-key', constraint };
    current = current['cause'];
  }
  return undefined;
}
