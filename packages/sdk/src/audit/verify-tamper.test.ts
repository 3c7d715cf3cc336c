/**
 * Property: one change anywhere that matters makes the audit fail, and the report points at the
 * place that changed. Three forgers: one who edits a field and leaves the hashes (the chain
 * catches them), one who recomputes every hash afterwards (the replay catches them), and one who
 * changes a single character of the file.
 */
import fc from 'fast-check';
import { games } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { playSampleGame, rechain } from '../testing/index.ts';
import { canonicalJson } from './canonical.ts';
import type { GameExport } from './export-format.ts';
import { verifyExport, verifyExportJson } from './verify.ts';
import { FORGERY_KINDS, TAMPER_KINDS, forge, tamper } from '../testing/index.ts';
import type { Tampered } from '../testing/index.ts';

const fixtures: readonly GameExport[] = games.map(
  (game, i) =>
    playSampleGame({ game, seatCount: Math.min(3, game.seatLimits.max), options: {}, seed: 10 + i })
      .export,
);

const change = fc.record({
  fixture: fc.constantFrom(...fixtures),
  a: fc.nat(),
  b: fc.nat(),
  salt: fc.nat(),
});

/** The location names the changed place, or a place inside it. */
function within(location: string, place: string): boolean {
  return location === place || location.startsWith(`${place}.`) || location.startsWith(`${place}[`);
}

function expectCaught(tampered: Tampered): void {
  const report = verifyExport(tampered.document);
  const explain = `${tampered.description}: ${JSON.stringify(report.ok ? report.summary.gameId : report.problem)}`;
  expect(report.ok, explain).toBe(false);
  if (report.ok) return;
  expect(tampered.codes, explain).toContain(report.problem.code);
  expect(
    tampered.places.some((place) => within(report.problem.location, place)),
    explain,
  ).toBe(true);
  expect(report.problem.message.length, explain).toBeGreaterThan(20);
}

describe('tampering with an export', () => {
  it('every sample game verifies untouched', () => {
    for (const fixture of fixtures) expect(verifyExport(fixture).ok).toBe(true);
  });

  it('a change with the hashes left alone is caught where it was made', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TAMPER_KINDS), change, (kind, at) => {
        expectCaught(tamper(at.fixture, kind, at));
      }),
      { numRuns: 400 },
    );
  });

  it('a change with every hash recomputed is caught by the replay at the changed entry', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORGERY_KINDS), change, (kind, at) => {
        const tampered = forge(at.fixture, kind, at);
        expectCaught({ ...tampered, document: rechain(tampered.document as GameExport) });
      }),
      { numRuns: 150 },
    );
  });

  it('a single character changed anywhere but in seat names and game times fails', () => {
    const texts = fixtures.map((f) => JSON.stringify(f));
    fc.assert(
      fc.property(
        fc.nat({ max: fixtures.length - 1 }),
        fc.nat(),
        fc.integer({ min: 32, max: 126 }),
        (index, position, code) => {
          const text = texts[index] ?? '';
          const at = position % text.length;
          fc.pre(text.charCodeAt(at) !== code);
          const altered = `${text.slice(0, at)}${String.fromCharCode(code)}${text.slice(at + 1)}`;
          fc.pre(!onlyUnchainedMetadataDiffers(text, altered));
          const report = verifyExportJson(altered);
          expect(report.ok, `character ${at} → ${String.fromCharCode(code)}`).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });
});

/** Seat names and the created/finished times are not covered by the chain (see README). */
function onlyUnchainedMetadataDiffers(original: string, altered: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(altered);
  } catch {
    return false;
  }
  return (
    canonicalJson(withoutMetadata(parsed)) === canonicalJson(withoutMetadata(JSON.parse(original)))
  );
}

function withoutMetadata(document: unknown): unknown {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return document;
  const { seats, createdAt: _c, finishedAt: _f, ...rest } = document as Record<string, unknown>;
  const anonymous = Array.isArray(seats)
    ? seats.map((seat: unknown) =>
        typeof seat === 'object' && seat !== null ? { ...seat, name: '' } : seat,
      )
    : seats;
  return { ...rest, seats: anonymous };
}
