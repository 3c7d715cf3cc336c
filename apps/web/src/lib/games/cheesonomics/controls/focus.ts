import { tick } from 'svelte';

/**
 * After a choice the buttons under the keyboard focus are replaced by the next question's: move
 * the focus to the first option of that question, or to Send when the move is complete, so a
 * keyboard or screen-reader user carries on where they are instead of from the top of the page.
 */
export async function focusNext(root: HTMLElement | undefined): Promise<void> {
  await tick();
  const next =
    root?.querySelector<HTMLButtonElement>('fieldset button:not(:disabled)') ??
    root?.querySelector<HTMLButtonElement>('button.send:not(:disabled)') ??
    root?.querySelector<HTMLButtonElement>('button:not(:disabled)');
  next?.focus();
}
