/**
 * Keeps a keyboard or screen-reader user's place at a game table across updates.
 *
 * A move is sent with a button of the table's controls. The server's next state re-renders the
 * controls and that button is gone (or it was disabled while the move was on its way), so the
 * browser drops the focus to <body> and the next Tab starts again from the top of the page. The
 * same happens on the player's own steps while building a move: Undo or Reset disable themselves
 * once there is nothing left to undo, and a choice that completes a part of the move replaces the
 * buttons it was chosen from.
 *
 * A table puts `data-focus-controls` on its controls area and `data-focus-fallback` (with
 * tabindex="-1") on a heading or status line, attaches a `FocusKeeper` to its outer element
 * (`{@attach keeper.attach}`), and calls `keeper.afterUpdate()` after each new state has been
 * drawn (not while a single move is still being sent) and after each step of a move being built.
 * Only when the focus was lost that way does it move the focus: to a control of the controls area,
 * else (nothing to do now) to the fallback, and from there on to the controls once the player has
 * something to do again. Focus the user put anywhere else — another element, or nowhere by
 * clicking the page — is left where it is.
 *
 * In the controls area the choices of the question being asked (the buttons of a <fieldset>) come
 * first, then a control marked `data-focus-default` (the Send of a move that is complete), then any
 * other enabled control.
 *
 * While a table sends a plan of several commands one by one, it shows a progress line marked
 * `data-focus-progress` (tabindex="-1", a polite live region) and calls `afterUpdate()` on every
 * update of the plan too: the focus waits there, hearing the progress, rather than on <body>, and
 * moves on to the next control when the plan is over and the line goes away.
 */

export const CONTROLS_ATTRIBUTE = 'data-focus-controls';
export const FALLBACK_ATTRIBUTE = 'data-focus-fallback';
export const DEFAULT_ATTRIBUTE = 'data-focus-default';
export const PROGRESS_ATTRIBUTE = 'data-focus-progress';

const CONTROL_TAGS: ReadonlySet<string> = new Set(['button', 'input', 'select', 'textarea']);

function isElement(value: unknown): value is Element {
  return typeof value === 'object' && value !== null && 'localName' in value && 'matches' in value;
}

function canFocus(element: Element): element is HTMLElement {
  return typeof (element as Partial<HTMLElement>).focus === 'function';
}

function isDisabled(element: Element): boolean {
  return element.matches(':disabled');
}

function isEnabledControl(element: Element): boolean {
  return (
    CONTROL_TAGS.has(element.localName) &&
    !isDisabled(element) &&
    !(element.localName === 'input' && element.getAttribute('type') === 'hidden')
  );
}

/** Nothing has the focus: the document reports its body (or, without a body, null). */
function nothingFocused(doc: Document): boolean {
  return doc.activeElement === null || doc.activeElement === doc.body;
}

/**
 * Where the focus should go in `root`: the progress line of a plan being sent (marked
 * `data-focus-progress`), else a control of the area marked `data-focus-controls` — the first
 * enabled one inside a <fieldset>, else the first enabled one marked `data-focus-default`, else the
 * first enabled one — else the first element marked `data-focus-fallback`, else null.
 */
export function focusTarget(root: Element): HTMLElement | null {
  const found: Record<
    'progress' | 'choice' | 'preferred' | 'control' | 'fallback',
    HTMLElement | null
  > = { progress: null, choice: null, preferred: null, control: null, fallback: null };
  function visit(parent: Element, inControls: boolean, inFieldset: boolean): void {
    for (const child of Array.from(parent.children)) {
      if (canFocus(child)) {
        if (child.hasAttribute(PROGRESS_ATTRIBUTE)) found.progress ??= child;
        if (inControls && isEnabledControl(child)) {
          if (inFieldset) found.choice ??= child;
          if (child.hasAttribute(DEFAULT_ATTRIBUTE)) found.preferred ??= child;
          found.control ??= child;
        }
        if (child.hasAttribute(FALLBACK_ATTRIBUTE)) found.fallback ??= child;
      }
      visit(
        child,
        inControls || child.hasAttribute(CONTROLS_ATTRIBUTE),
        inFieldset || (inControls && child.localName === 'fieldset'),
      );
    }
  }
  visit(root, root.hasAttribute(CONTROLS_ATTRIBUTE), false);
  return found.progress ?? found.choice ?? found.preferred ?? found.control ?? found.fallback;
}

export class FocusKeeper {
  #root: Element | null = null;
  /**
   * The element of the table that had the focus last, while the table may owe it back: cleared
   * when the user moves the focus elsewhere, which always reports a focusout (a removed or
   * disabled element may lose the focus with or without one, depending on the browser).
   */
  #last: Element | null = null;
  /** The heading or status line the keeper put the focus on when there was nothing to press. */
  #parked: Element | null = null;

  /** An attachment for the table's outer element: `<div {@attach keeper.attach}>`. */
  readonly attach = (root: Element): (() => void) => {
    this.#root = root;
    const focusIn = (event: Event): void => {
      if (!isElement(event.target)) return;
      this.#last = event.target;
      if (event.target !== this.#parked) this.#parked = null;
    };
    const focusOut = (event: Event): void => {
      const from = event.target;
      if (!isElement(from)) return;
      // Judged once the current update has finished: a browser may report the blur of a removed
      // element before it is detached.
      queueMicrotask(() => {
        if (this.#last !== from) return; // the focus moved on inside the table
        const doc = from.ownerDocument;
        if (doc.activeElement === from) return; // the window lost the focus, not the element
        const takenAway = nothingFocused(doc) && (!from.isConnected || isDisabled(from));
        // Else the user moved the focus elsewhere, or clicked the page away from any control.
        if (!takenAway) this.#last = null;
      });
    };
    root.addEventListener('focusin', focusIn);
    root.addEventListener('focusout', focusOut);
    return () => {
      root.removeEventListener('focusin', focusIn);
      root.removeEventListener('focusout', focusOut);
      if (this.#root === root) {
        this.#root = null;
        this.#last = null;
        this.#parked = null;
      }
    };
  };

  /**
   * Call after a new state has been drawn, or after a step of the move being built has been drawn
   * (a choice added, undone, reset). Returns the element it focused, or null when it left the
   * focus alone.
   */
  afterUpdate(): HTMLElement | null {
    const root = this.#root;
    if (root === null) return null;
    const doc = root.ownerDocument;
    const active = doc.activeElement;
    const parked = active !== null && active === this.#parked;
    if (nothingFocused(doc)) {
      if (this.#last === null) return null; // page load, or the user clicked away
    } else if (!parked && (active === null || !root.contains(active) || !isDisabled(active))) {
      // The focus is somewhere: leave it, unless it sits on one of the table's own controls that
      // is disabled now (a browser may keep the focus on a disabled button), or on the status
      // line where the keeper left it while there was nothing to press.
      return null;
    }
    const target = focusTarget(root);
    // With nowhere to go yet, try again on the next update, which may bring the controls.
    if (target === null || target === active) return null;
    if (parked && target.hasAttribute(FALLBACK_ATTRIBUTE)) return null;
    target.focus();
    this.#last = target;
    this.#parked = target.hasAttribute(FALLBACK_ATTRIBUTE) ? target : null;
    return target;
  }
}
