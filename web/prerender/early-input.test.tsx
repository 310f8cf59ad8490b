import { act } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlySubmits, takeEarlyInput } from './early-input';

/** A controlled form like the checker's: what it sends is React's state, not the DOM's. */
function Form({ onSend }: { onSend: (values: { site: string; engine: string; mobile: boolean }) => void }) {
  const [site, setSite] = useState('');
  const [engine, setEngine] = useState('google');
  const [mobile, setMobile] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ site, engine, mobile });
  };
  return (
    <form onSubmit={send} aria-label="Checker">
      <input id="site" aria-label="Site" value={site} onChange={(event) => setSite(event.target.value)} />
      <select aria-label="Engine" value={engine} onChange={(event) => setEngine(event.target.value)}>
        <option value="google">Google</option>
        <option value="bing">Bing</option>
      </select>
      <input aria-label="Mobile" type="checkbox" checked={mobile} onChange={(event) => setMobile(event.target.checked)} />
      <button type="submit">Check</button>
    </form>
  );
}

const mounted: { container: HTMLElement; root?: Root }[] = [];

/** The page as the build serves it: the form's markup in a root the app has not hydrated yet. */
function prerendered(onSend: (values: unknown) => void) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Form onSend={onSend} />);
  document.body.append(root);
  mounted.push({ container: root });
  return root;
}

/** Draws the page afresh over the markup, as the app's start does for an address with a query string. */
function drawAfresh(container: HTMLElement, onSend: (values: unknown) => void) {
  const root = createRoot(container);
  mounted.find((entry) => entry.container === container)!.root = root;
  root.render(<Form onSend={onSend} />);
}

/** Hydrates the page as the app's start does. */
function hydrate(container: HTMLElement, onSend: (values: unknown) => void) {
  mounted.find((entry) => entry.container === container)!.root = hydrateRoot(container, <Form onSend={onSend} />);
}

// The pages live outside testing-library's containers: take them down, so later files find a clean document.
afterEach(() => {
  for (const { container, root } of mounted.splice(0)) {
    act(() => root?.unmount());
    container.remove();
  }
});

/** The visitor fills the form and presses Enter before the app's code has run; the submit event is returned. */
function sendBeforeLoad(root: HTMLElement, { mobile }: { mobile: boolean }): Event {
  root.querySelector('input')!.value = 'example.com';
  root.querySelector('select')!.value = 'bing';
  root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = mobile;
  const submitted = new Event('submit', { bubbles: true, cancelable: true });
  root.querySelector('form')!.dispatchEvent(submitted);
  return submitted;
}

describe('input before hydration', () => {
  it('hands what was typed and chosen to React and sends a form submitted while the app was loading', async () => {
    const onSend = vi.fn();
    const root = prerendered(onSend);
    holdEarlySubmits(root);
    expect(sendBeforeLoad(root, { mobile: true }).defaultPrevented).toBe(true);

    vi.useFakeTimers();
    const early = takeEarlyInput(root);
    await act(async () => hydrate(root, onSend));
    await act(async () => early.replay());
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => vi.runAllTimers());
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ site: 'example.com', engine: 'bing', mobile: true });
    // The DOM still shows what the visitor typed, now as React's own value.
    expect(root.querySelector('input')!.value).toBe('example.com');
  });

  it("changes nothing and sends nothing when the visitor did nothing; later submits are the app's", async () => {
    const onSend = vi.fn();
    const root = prerendered(onSend);
    holdEarlySubmits(root);
    const early = takeEarlyInput(root);
    await act(async () => hydrate(root, onSend));
    vi.useFakeTimers();
    await act(async () => early.replay());
    await act(async () => vi.runAllTimers());
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => root.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ site: '', engine: 'google', mobile: false });
  });

  it('hands them to the fields of a page drawn afresh, and sends its form', async () => {
    const onSend = vi.fn();
    const root = prerendered(onSend);
    holdEarlySubmits(root);
    sendBeforeLoad(root, { mobile: false });

    vi.useFakeTimers();
    const early = takeEarlyInput(root);
    await act(async () => drawAfresh(root, onSend));
    await act(async () => early.replay());
    await act(async () => vi.runAllTimers());
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ site: 'example.com', engine: 'bing', mobile: false });
    expect(root.querySelector('input')!.value).toBe('example.com');
  });
});
