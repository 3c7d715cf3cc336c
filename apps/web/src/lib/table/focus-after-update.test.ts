import { describe, expect, it } from 'vitest';
import { focusTarget } from './focus-after-update.ts';
import { settle, table } from './focus-test-dom.ts';

const BROWSERS = [
  { name: 'a browser that blurs removed elements', blurOnRemove: true },
  { name: 'a browser that drops the focus silently', blurOnRemove: false },
];

describe('focusTarget', () => {
  it('finds the first enabled control of the controls area, in document order', () => {
    const { el, root, controls, decide } = table(false);
    const [first, second] = decide('a', 'b');
    if (first === undefined || second === undefined) throw new Error('no buttons');
    first.disabled = true;
    const hidden = el('input', { type: 'hidden' });
    controls.children.unshift(hidden);
    hidden.parent = controls;
    expect(focusTarget(root as unknown as Element)).toBe(second);
  });

  it('looks into nested elements of the controls area and ignores controls outside it', () => {
    const { el, root, controls, details } = table(false);
    details.append(el('button'));
    const select = el('select');
    controls.append(el('fieldset').append(el('legend'), el('div').append(select)));
    expect(focusTarget(root as unknown as Element)).toBe(select);
  });

  it('prefers the choices of the question asked, then the marked default, then any control', () => {
    const { el, root, controls } = table(false);
    const undo = el('button');
    const send = el('button', { 'data-focus-default': '' });
    controls.append(el('div').append(undo, send));
    expect(focusTarget(root as unknown as Element)).toBe(send);
    send.disabled = true;
    expect(focusTarget(root as unknown as Element)).toBe(undo);
    send.disabled = false;
    const option = el('button');
    const question = el('fieldset').append(el('legend'), option);
    controls.children.unshift(question);
    question.parent = controls;
    expect(focusTarget(root as unknown as Element)).toBe(option);
  });

  it('takes the progress line of a plan being sent before anything else', () => {
    const { el, root, controls, decide } = table(false);
    decide('stop');
    const progress = el('p', { 'data-focus-progress': '', tabindex: '-1' });
    controls.parent?.append(el('div').append(progress));
    expect(focusTarget(root as unknown as Element)).toBe(progress);
  });

  it('falls back to the marked heading or status when there is nothing to press', () => {
    const { root, status, decide } = table(false);
    expect(focusTarget(root as unknown as Element)).toBe(status);
    const [only] = decide('busy');
    if (only === undefined) throw new Error('no button');
    only.disabled = true;
    expect(focusTarget(root as unknown as Element)).toBe(status);
  });
});

describe('FocusKeeper.afterUpdate', () => {
  for (const { name, blurOnRemove } of BROWSERS) {
    describe(name, () => {
      it('moves the focus to the new controls when the pressed button was replaced', async () => {
        const { doc, keeper, decide } = table(blurOnRemove);
        const [bid] = decide('bid', 'pass');
        bid?.focus();
        const [next] = decide('roll', 'stop');
        await settle();
        expect(doc.activeElement).toBe(doc.body);
        expect(keeper.afterUpdate()).toBe(next);
        expect(doc.activeElement).toBe(next);
      });

      it('moves it to the status line when the player has nothing to do now', async () => {
        const { doc, keeper, status, decide } = table(blurOnRemove);
        decide('send')[0]?.focus();
        decide();
        await settle();
        expect(keeper.afterUpdate()).toBe(status);
        expect(doc.activeElement).toBe(status);
      });

      it('waits while the move is on its way (buttons disabled), then focuses the new ones', async () => {
        const { doc, keeper, decide } = table(blurOnRemove);
        const [send] = decide('send');
        if (send === undefined) throw new Error('no button');
        send.focus();
        send.disabled = true; // busy: the table does not call afterUpdate yet
        await settle();
        const [next] = decide('next');
        await settle();
        expect(keeper.afterUpdate()).toBe(next);
        expect(doc.activeElement).toBe(next);
      });

      it('restores the focus to a button that stays in place after being disabled', async () => {
        const { doc, keeper, decide } = table(blurOnRemove);
        const [reveal] = decide('reveal');
        if (reveal === undefined) throw new Error('no button');
        reveal.focus();
        reveal.disabled = true;
        await settle();
        reveal.disabled = false;
        expect(keeper.afterUpdate()).toBe(reveal);
        expect(doc.activeElement).toBe(reveal);
      });

      it('moves on from the status line it parked the focus on once there are controls again', async () => {
        const { doc, keeper, status, decide } = table(blurOnRemove);
        decide('send')[0]?.focus();
        decide();
        await settle();
        expect(keeper.afterUpdate()).toBe(status);
        // Someone else's move: still nothing to do, the focus stays put.
        expect(keeper.afterUpdate()).toBeNull();
        expect(doc.activeElement).toBe(status);
        const [bid] = decide('bid', 'pass');
        expect(keeper.afterUpdate()).toBe(bid);
        expect(doc.activeElement).toBe(bid);
      });

      it('keeps trying on later updates while there is nowhere to go', async () => {
        const { doc, keeper, decide, status } = table(blurOnRemove);
        decide('send')[0]?.focus();
        status.remove();
        decide();
        await settle();
        expect(keeper.afterUpdate()).toBeNull();
        expect(doc.activeElement).toBe(doc.body);
        const [next] = decide('next');
        expect(keeper.afterUpdate()).toBe(next);
      });

      it('keeps the focus on the progress line while a plan is sent, then moves it on', async () => {
        const { doc, el, root, keeper, controls, decide } = table(blurOnRemove);
        const [send] = decide('send');
        send?.focus();
        // The plan starts: the controls give way to its progress line and a Stop button.
        decide();
        const progress = el('p', { 'data-focus-progress': '', tabindex: '-1' });
        const sending = el('div').append(progress, el('button', { 'aria-label': 'stop' }));
        root.append(sending);
        await settle();
        expect(keeper.afterUpdate()).toBe(progress);
        expect(doc.activeElement).toBe(progress);
        // Each command of the plan answered: the focus stays on the progress line.
        expect(keeper.afterUpdate()).toBeNull();
        expect(doc.activeElement).toBe(progress);
        // The plan is over: its line goes, the next decision's controls come.
        sending.remove();
        const [next] = decide('next');
        await settle();
        expect(keeper.afterUpdate()).toBe(next);
        expect(doc.activeElement).toBe(next);
        expect(controls.contains(next ?? null)).toBe(true);
      });

      it('gives the focus back after a step of a move being built took its button away', async () => {
        const { doc, el, keeper, controls } = table(blurOnRemove);
        // A question, and Undo / Reset / Send (Send marked as the default).
        const ask = (...labels: string[]) => {
          const options = labels.map((label) => el('button', { 'aria-label': label }));
          return el('fieldset').append(el('legend'), ...options);
        };
        const undo = el('button', { 'aria-label': 'undo' });
        const send = el('button', { 'aria-label': 'send', 'data-focus-default': '' });
        send.disabled = true;
        let question = ask('a', 'b');
        controls.append(question, el('div').append(undo, send));
        // Undo stays usable: the focus stays on it.
        undo.focus();
        question.remove();
        question = ask('c', 'd');
        controls.children.unshift(question);
        question.parent = controls;
        await settle();
        expect(keeper.afterUpdate()).toBeNull();
        expect(doc.activeElement).toBe(undo);
        // Undo disables itself (nothing left to undo): on to the question's first choice.
        undo.disabled = true;
        await settle();
        expect(keeper.afterUpdate()).toBe(question.children[1]);
        // The last choice completes the move: its buttons go, Send is next (not Undo).
        undo.disabled = false;
        send.disabled = false;
        question.children[1]?.focus();
        question.remove();
        await settle();
        expect(keeper.afterUpdate()).toBe(send);
        expect(doc.activeElement).toBe(send);
      });

      it('moves the focus off a disabled control of the table that kept it', () => {
        const { doc, keeper, decide } = table(blurOnRemove);
        const [send, other] = decide('send', 'other');
        if (send === undefined) throw new Error('no button');
        send.focus();
        // A browser that keeps the focus on a disabled button.
        send.disabled = true;
        doc.activeElement = send;
        expect(keeper.afterUpdate()).toBe(other);
      });
    });
  }

  it('leaves the focus alone on page load and on updates nobody was interacting with', () => {
    const { doc, keeper, decide } = table(true);
    expect(keeper.afterUpdate()).toBeNull();
    decide('bid');
    expect(keeper.afterUpdate()).toBeNull();
    expect(doc.activeElement).toBe(doc.body);
  });

  it('leaves the status line alone when the user put the focus there', () => {
    const { doc, keeper, status, decide } = table(true);
    status.focus();
    decide('bid');
    expect(keeper.afterUpdate()).toBeNull();
    expect(doc.activeElement).toBe(status);
  });

  it('stops moving on from the status line once the user went elsewhere and back', async () => {
    const { doc, keeper, status, details, decide } = table(true);
    decide('send')[0]?.focus();
    decide();
    await settle();
    expect(keeper.afterUpdate()).toBe(status);
    details.children[0]?.focus();
    status.focus();
    decide('bid');
    expect(keeper.afterUpdate()).toBeNull();
    expect(doc.activeElement).toBe(status);
  });

  it('never takes the focus from an element the user moved it to', async () => {
    const { doc, el, keeper, decide } = table(true);
    const elsewhere = el('input');
    doc.body.append(elsewhere);
    decide('bid')[0]?.focus();
    elsewhere.focus();
    decide('roll');
    await settle();
    expect(keeper.afterUpdate()).toBeNull();
    expect(doc.activeElement).toBe(elsewhere);
  });

  it('never takes the focus from another element of the table, such as the text version', async () => {
    const { doc, keeper, details, decide } = table(true);
    const summary = details.children[0];
    decide('bid')[0]?.focus();
    summary?.focus();
    decide('roll');
    await settle();
    expect(keeper.afterUpdate()).toBeNull();
    expect(doc.activeElement).toBe(summary);
  });

  it('leaves the focus on <body> when the user clicked away from the controls', async () => {
    const { doc, keeper, decide } = table(true);
    const [bid] = decide('bid');
    bid?.focus();
    bid?.blur();
    await settle();
    decide('roll');
    expect(keeper.afterUpdate()).toBeNull();
    expect(doc.activeElement).toBe(doc.body);
  });

  it('does nothing once detached', async () => {
    const { doc, keeper, detach, decide } = table(true);
    decide('bid')[0]?.focus();
    detach();
    decide('roll');
    await settle();
    expect(keeper.afterUpdate()).toBeNull();
    expect(doc.activeElement).toBe(doc.body);
  });
});
