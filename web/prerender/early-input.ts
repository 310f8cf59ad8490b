// A prerendered page can be used before its JavaScript has run: a visitor may type into the checker, pick an
// engine and press "Check" while the app is still loading. Hydration keeps what the DOM holds but React's
// state starts from the build's empty values, and a form submitted before the app listens would reload the
// page. The entry (boot.ts) holds such submits; what the fields hold is read as hydration starts and, once the
// page is hydrated, handed to React as change events, then the held submits are sent again: nothing done in
// that moment is lost. A page the app draws afresh instead (opened with a query string, as /login?next= is) gets
// them in the fields drawn in place of the ones typed into.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const heldSubmits = new Set<HTMLFormElement>();
let holding: HTMLElement | null = null;

function holdSubmit(event: Event): void {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  heldSubmits.add(event.target);
}

/** From the entry, over prerendered markup: submits inside `root` wait for the app instead of reloading. */
export function holdEarlySubmits(root: HTMLElement): void {
  holding = root;
  root.addEventListener('submit', holdSubmit, true);
}

const nativeSetter = (prototype: object, property: 'value' | 'checked') => Object.getOwnPropertyDescriptor(prototype, property)?.set;

interface EarlyChange {
  field: Field;
  /** The value typed or chosen, or for a box whether it is ticked. */
  value: string | boolean;
}

/** A field the visitor changed: what it holds now differs from what the build rendered into it. */
function earlyChange(field: Field): EarlyChange | null {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected) ? { field, value: field.value } : null;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked ? { field, value: field.checked } : null;
  }
  return field.value !== field.defaultValue ? { field, value: field.value } : null;
}

/** Ways to find an element again, surest first (an id React derives with useId differs in a fresh render). */
function selectorsFor(element: Element): string[] {
  const tag = element.tagName.toLowerCase();
  const found: string[] = [];
  if (element.id) found.push(`#${CSS.escape(element.id)}`);
  const name = element.getAttribute('name');
  if (name) {
    const value = element instanceof HTMLInputElement && element.type === 'radio' ? `[value="${CSS.escape(element.value)}"]` : '';
    found.push(`${tag}[name="${CSS.escape(name)}"]${value}`);
  }
  const label = element.getAttribute('aria-label');
  if (label) found.push(`${tag}[aria-label="${CSS.escape(label)}"]`);
  return found;
}

/**
 * The element now in the page for one the visitor used: itself when the page was hydrated, else the one drawn
 * afresh in its place (the only one with its id, or name, or label); null when there is none.
 */
function counterpart<T extends Element>(root: HTMLElement, element: T): T | null {
  if (element.isConnected) return element;
  for (const selector of selectorsFor(element)) {
    const found = root.querySelectorAll(selector);
    if (found.length === 1 && found[0]!.tagName === element.tagName) return found[0] as unknown as T;
  }
  return null;
}

/**
 * Tells React about a value the visitor changed before hydration, as a change of its own would. React keeps
 * the last value it knows in a tracker behind the element's own setter: the value goes to what React rendered
 * through that setter, then to the visitor's past it (the prototype's setter), and the event React listens for
 * reports the difference. A select has no tracker (React set it back to its value while hydrating): it is
 * given the choice again and told.
 */
function replayChange({ field, value }: EarlyChange): void {
  if (field instanceof HTMLSelectElement) {
    field.value = String(value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (typeof value === 'boolean' && field instanceof HTMLInputElement) {
    field.checked = field.defaultChecked;
    nativeSetter(HTMLInputElement.prototype, 'checked')?.call(field, value);
    // A plain Event, not a MouseEvent: it reaches React's listener without toggling the box again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
  } else {
    field.value = field.defaultValue;
    nativeSetter(field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype, 'value')?.call(field, String(value));
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Read just before hydration starts (from then on React itself answers what the visitor does): the fields the
 * visitor changed. `replay`, once the page is hydrated, hands those changes to React, then sends the held submits.
 */
export function takeEarlyInput(root: HTMLElement): { replay(): void } {
  const changes = [...root.querySelectorAll<Field>('input, textarea, select')].flatMap((field) => earlyChange(field) ?? []);
  return {
    replay() {
      for (const { field, value } of changes) {
        const now = counterpart(root, field);
        if (now) replayChange({ field: now, value });
      }
      if (holding) holding.removeEventListener('submit', holdSubmit, true);
      holding = null;
      if (heldSubmits.size === 0) return;
      const forms = [...heldSubmits].flatMap((form) => counterpart(root, form) ?? []);
      heldSubmits.clear();
      // In a task of its own: the changes above are rendered first, so the form's handler reads what was typed.
      setTimeout(() => {
        for (const form of forms) if (form.isConnected) form.requestSubmit();
      }, 0);
    },
  };
}
