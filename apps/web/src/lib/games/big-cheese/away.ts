/**
 * What the board highlights on arrival: everything the entries since the seat last looked changed
 * (the union of their events), read from the events the server sent this viewer. It reads events
 * and the position now only; it never works out a rule.
 */
import { distinct, eventFields, seatField } from '../json.ts';
import type { BcView } from './model.ts';
import type { BoardChanges } from './motion.ts';

/** Events that name the project they changed (arrived, hired on, rolled, scored or voided). */
const PROJECT_EVENTS = new Set([
  'auction_won',
  'special_collected',
  'workers_hired',
  'project_rolled',
  'big_cheese_used',
  'project_scored',
  'project_voided',
]);
/** Events that move a seat's score. */
const SCORE_EVENTS = new Set(['project_scored', 'project_voided']);

/** The changes to highlight, or null when the events changed nothing the board shows. */
export function awayChanges(events: readonly unknown[], now: BcView): BoardChanges | null {
  const projects: number[] = [];
  const seats: number[] = [];
  let offer = false;
  let roll = false;
  for (const event of events) {
    const read = eventFields(event);
    if (read === null) continue;
    const project = seatField(read.fields, 'project');
    const seat = seatField(read.fields, 'seat');
    if (PROJECT_EVENTS.has(read.type) && project !== null) projects.push(project);
    // A won auction takes a worker off every project already on the table (older ids); those
    // still there now are outlined. Each had a worker to lose: a project left without workers is
    // paid out (and leaves the table) before the next auction opens (RULES §1.6; away.test.ts
    // checks it over every fixture), so no project sits there workerless when one is won.
    if (read.type === 'auction_won' && project !== null) {
      projects.push(...now.projects.filter((p) => p.id < project).map((p) => p.id));
    }
    if (SCORE_EVENTS.has(read.type) && seat !== null) seats.push(seat);
    if (read.type === 'auction_started') offer = true;
    if (read.type === 'project_rolled' || read.type === 'big_cheese_used') roll = true;
  }
  if (projects.length === 0 && seats.length === 0 && !offer && !roll) return null;
  return { projects: distinct(projects), offer, roll, seats: distinct(seats) };
}
