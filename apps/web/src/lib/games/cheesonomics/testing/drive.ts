/**
 * Drives the table's command assembly the way a player would: every path through a draft, every
 * plan of returns, or one random path, always through draft.ts / returns.ts / queue.ts.
 */
import { resolveDraft } from '../draft.ts';
import type { DraftStep } from '../draft.ts';
import { asCommands, asView } from '../model.ts';
import type { Command, WedgeCode } from '../model.ts';
import { EMPTY_QUEUE, listKey, stepQueue } from '../queue.ts';
import type { Queue } from '../queue.ts';
import { nextTarget, planCommands, returnWedges } from '../returns.ts';
import type { PlannedReturn } from '../returns.ts';

/** Every command some sequence of choices in the draft panel ends on (sales at each size). */
export function allDrafts(legal: readonly Command[]): Command[] {
  const out: Command[] = [];
  const walk = (steps: readonly DraftStep[]): void => {
    const d = resolveDraft(legal, steps);
    switch (d.stage) {
      case 'type':
        for (const type of d.options) walk([...steps, { kind: 'type', type }]);
        return;
      case 'field':
        for (const value of d.options) walk([...steps, { kind: 'field', field: d.field, value }]);
        return;
      case 'sale':
        if (d.command !== null) out.push(d.command);
        for (const code of d.additions) walk([...steps, { kind: 'wedge', code }]);
        return;
      case 'complete':
        out.push(d.command);
        return;
      case 'invalid':
        throw new Error(`an offered choice led nowhere: ${JSON.stringify(steps)}`);
    }
  };
  walk([]);
  return out;
}

/** Every complete plan of returns the planner can build. */
export function allPlans(legal: readonly Command[], hand: readonly WedgeCode[]): PlannedReturn[][] {
  const out: PlannedReturn[][] = [];
  const walk = (plan: PlannedReturn[]): void => {
    const to = nextTarget(legal, plan);
    if (to === null) {
      out.push(plan);
      return;
    }
    const wedges = returnWedges(legal, hand, plan, to);
    for (const wedge of wedges.filter((w, i) => wedges.indexOf(w) === i)) {
      walk([...plan, { to, wedge }]);
    }
  };
  walk([]);
  return out;
}

/** One random path through the draft panel. */
export function randomDraft(legal: readonly Command[], rand: (n: number) => number): Command {
  const steps: DraftStep[] = [];
  for (;;) {
    const d = resolveDraft(legal, steps);
    const pick = <T>(xs: readonly T[]): T => {
      const x = xs[rand(xs.length)];
      if (x === undefined) throw new Error('nothing to choose from');
      return x;
    };
    switch (d.stage) {
      case 'type':
        steps.push({ kind: 'type', type: pick(d.options) });
        break;
      case 'field':
        steps.push({ kind: 'field', field: d.field, value: pick(d.options) });
        break;
      case 'sale':
        if (d.command !== null && (d.additions.length === 0 || rand(2) === 0)) return d.command;
        steps.push({ kind: 'wedge', code: pick(d.additions) });
        break;
      case 'complete':
        return d.command;
      case 'invalid':
        throw new Error(`an offered choice led nowhere: ${JSON.stringify(steps)}`);
    }
  }
}

/**
 * A chooser for `playout` that plays only through the table's logic: drafts, and return plans sent
 * through the queue. `sent` collects every command with the list it was chosen from.
 */
export function tableChooser(
  rand: (n: number) => number,
  sent: { command: unknown; legal: readonly unknown[] }[],
): (seat: number, view: unknown, legal: readonly unknown[]) => unknown {
  let queue: Queue = EMPTY_QUEUE;
  return (seat, view, legalList) => {
    const legal = asCommands(legalList);
    const key = listKey(legalList);
    let step = stepQueue(queue, legal, key, false);
    if (step.send === null && legal.some((c) => c.type === 'return_wedge')) {
      const v = asView(view);
      const hand = v?.players[seat]?.hand ?? [];
      const plans = allPlans(legal, hand);
      const plan = plans[rand(plans.length)] ?? [];
      const commands = planCommands(legal, plan);
      if (commands === null) throw new Error('a planned return is not listed');
      step = stepQueue({ pending: commands, sentAt: null }, legal, key, false);
    }
    queue = step.queue;
    const command = step.send ?? randomDraft(legal, rand);
    sent.push({ command, legal: legalList });
    return command;
  };
}
