/**
 * A place on a drawn board that acts like a button: focusable, named for assistive technology,
 * and worked by a click, a tap, Enter or Space. Spread the result on an SVG element
 * (`<g {...tapTarget(name, act)}>`). What it does is the caller's: a board only ever makes a
 * target of something the server's legal list offers.
 */
export interface TapTarget {
  readonly role: 'button';
  readonly tabindex: 0;
  readonly 'aria-label': string;
  readonly onclick: () => void;
  readonly onkeydown: (event: KeyboardEvent) => void;
}

/** The keys that press a focused button (as the browser does for <button>). */
export function isPressKey(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar';
}

export function tapTarget(name: string, act: () => void): TapTarget {
  return {
    role: 'button',
    tabindex: 0,
    'aria-label': name,
    onclick: act,
    onkeydown: (event) => {
      if (!isPressKey(event.key)) return;
      // Space would scroll the page, and a held Enter would press again and again.
      event.preventDefault();
      if (!event.repeat) act();
    },
  };
}

/** The pips of a six-sided die face, on a 0–1 square; none for any other value. */
export function diePips(value: number): readonly { readonly x: number; readonly y: number }[] {
  const at = (x: number, y: number) => ({ x, y });
  const lo = 0.27;
  const mid = 0.5;
  const hi = 0.73;
  switch (value) {
    case 1:
      return [at(mid, mid)];
    case 2:
      return [at(lo, lo), at(hi, hi)];
    case 3:
      return [at(lo, lo), at(mid, mid), at(hi, hi)];
    case 4:
      return [at(lo, lo), at(hi, lo), at(lo, hi), at(hi, hi)];
    case 5:
      return [at(lo, lo), at(hi, lo), at(mid, mid), at(lo, hi), at(hi, hi)];
    case 6:
      return [at(lo, lo), at(hi, lo), at(lo, mid), at(hi, mid), at(lo, hi), at(hi, hi)];
    default:
      return [];
  }
}
