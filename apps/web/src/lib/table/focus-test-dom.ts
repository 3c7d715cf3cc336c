/** Test support for focus-after-update.test.ts: a small fake DOM and a table built in it. */
import { FocusKeeper } from './focus-after-update.ts';

/**
 * The web project runs its tests in Node, without a DOM: this is the little of one the helper
 * uses (children, attributes, :disabled, isConnected, focus and bubbling focus events), with the
 * two ways browsers treat a focused element that is removed or disabled: with a blur event
 * (`blurOnRemove`) or silently.
 */
export class FakeDocument {
  readonly body: FakeElement;
  activeElement: FakeElement | null;
  readonly blurOnRemove: boolean;
  constructor(blurOnRemove: boolean) {
    this.blurOnRemove = blurOnRemove;
    this.body = new FakeElement(this, 'body');
    this.body.attached = true;
    this.activeElement = this.body;
  }
  /** The focus drops to <body>, as a browser does when the focused element goes away. */
  dropFocus(from: FakeElement): void {
    if (this.activeElement !== from) return;
    this.activeElement = this.body;
    if (this.blurOnRemove) from.fire('focusout');
  }
}

type Listener = (event: { target: FakeElement }) => void;

export class FakeElement {
  readonly children: FakeElement[] = [];
  parent: FakeElement | null = null;
  attached = false;
  #disabled = false;
  readonly #attributes = new Map<string, string>();
  readonly #listeners = new Map<string, Listener[]>();

  readonly ownerDocument: FakeDocument;
  readonly localName: string;

  constructor(
    ownerDocument: FakeDocument,
    localName: string,
    attributes: Record<string, string> = {},
  ) {
    this.ownerDocument = ownerDocument;
    this.localName = localName;
    for (const [name, value] of Object.entries(attributes)) this.#attributes.set(name, value);
  }

  get isConnected(): boolean {
    return this.parent === null ? this.attached : this.parent.isConnected;
  }
  get disabled(): boolean {
    return this.#disabled;
  }
  set disabled(value: boolean) {
    this.#disabled = value;
    if (value) this.ownerDocument.dropFocus(this);
  }

  hasAttribute(name: string): boolean {
    return this.#attributes.has(name);
  }
  getAttribute(name: string): string | null {
    return this.#attributes.get(name) ?? null;
  }
  matches(selector: string): boolean {
    if (selector !== ':disabled') throw new Error(`unsupported selector ${selector}`);
    return this.#disabled;
  }
  contains(other: FakeElement | null): boolean {
    for (let at = other; at !== null; at = at.parent) if (at === this) return true;
    return false;
  }

  append(...children: FakeElement[]): this {
    for (const child of children) {
      child.parent = this;
      this.children.push(child);
    }
    return this;
  }
  remove(): void {
    const { parent } = this;
    if (parent === null) return;
    parent.children.splice(parent.children.indexOf(this), 1);
    this.parent = null;
    const active = this.ownerDocument.activeElement;
    if (active !== null && this.contains(active)) this.ownerDocument.dropFocus(active);
  }

  focus(): void {
    const doc = this.ownerDocument;
    const previous = doc.activeElement;
    if (previous === this) return;
    doc.activeElement = this;
    if (previous !== null && previous !== doc.body) previous.fire('focusout');
    this.fire('focusin');
  }
  /** A user's click on the page away from any control. */
  blur(): void {
    if (this.ownerDocument.activeElement !== this) return;
    this.ownerDocument.activeElement = this.ownerDocument.body;
    this.fire('focusout');
  }

  addEventListener(type: string, listener: Listener): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.#listeners.set(
      type,
      (this.#listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }
  /** Bubbles from this element up (with this element as the target), like focusin/focusout. */
  fire(type: string, target: FakeElement = this): void {
    for (const listener of this.#listeners.get(type) ?? []) listener({ target });
    this.parent?.fire(type, target);
  }
}

export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A table: a status line (the fallback), a drawing, the controls area, and the text version. */
export function table(blurOnRemove: boolean) {
  const doc = new FakeDocument(blurOnRemove);
  const el = (name: string, attributes: Record<string, string> = {}) =>
    new FakeElement(doc, name, attributes);
  const status = el('p', { 'data-focus-fallback': '', tabindex: '-1' });
  const details = el('details').append(el('summary'));
  const controls = el('div', { 'data-focus-controls': '' });
  const root = el('section').append(status, el('svg'), controls, details);
  doc.body.append(root);
  const keeper = new FocusKeeper();
  const detach = keeper.attach(root as unknown as Element);
  /** Replaces the controls with new buttons (or none), as a new decision does. */
  const decide = (...labels: string[]): FakeElement[] => {
    for (const child of [...controls.children]) child.remove();
    const buttons = labels.map((label) => el('button', { 'aria-label': label }));
    controls.append(...buttons);
    return buttons;
  };
  return { doc, el, root, status, details, controls, keeper, detach, decide };
}
