// A prerendered page can be used before its JavaScript has run: a visitor may type into the checker, pick an
// engine and press "Check" while the app is still loading. Hydration keeps what the DOM holds but React's
// state starts from the build's empty values, and a form submitted before the app listens would reload the
// page. The entry (boot.ts) holds such submits; once the page is hydrated, what was typed is handed to React
// as change events and the held submits are sent again, so nothing done in that moment is lost.

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

/**
 * Tells React about a value the visitor changed before hydration, as a change of its own would: React keeps
 * the last value it knows in a tracker behind the element's setter, so the value goes back to what React
 * rendered through that setter, then to the visitor's past it (the prototype's setter), and the event React
 * listens for reports the difference.
 */
function replayChange(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    if ([...field.options].some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    const chosen = field.checked;
    field.checked = field.defaultChecked;
    nativeSetter(HTMLInputElement.prototype, 'checked')?.call(field, chosen);
    // A plain Event, not a MouseEvent: it reaches React's listener without toggling the box again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  if (field.value === field.defaultValue) return;
  const typed = field.value;
  field.value = field.defaultValue;
  nativeSetter(field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype, 'value')?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Once the page is hydrated: what was typed reaches React, then the held submits are sent. */
export function replayEarlyInput(root: HTMLElement): void {
  root.querySelectorAll<Field>('input, textarea, select').forEach(replayChange);
  if (holding) holding.removeEventListener('submit', holdSubmit, true);
  holding = null;
  if (heldSubmits.size === 0) return;
  const forms = [...heldSubmits];
  heldSubmits.clear();
  // In a task of its own: the changes above are rendered first, so the form's handler reads what was typed.
  setTimeout(() => {
    for (const form of forms) if (form.isConnected) form.requestSubmit();
  }, 0);
}
