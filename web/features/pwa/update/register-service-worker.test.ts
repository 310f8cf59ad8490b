import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;

/** A service worker as the page sees it: a state, messages posted to it, statechange listeners. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** The browser found a new sw.js and starts installing it. */
  startUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
  finishInstall(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
  }
}

class FakeContainer extends EventTarget {
  registration = new FakeRegistration();
  register = vi.fn((..._args: unknown[]) => Promise.resolve(this.registration));
  constructor(public controller: object | null) {
    super();
  }
  /** The waiting worker took over (its skipWaiting ran, here or in another tab). */
  switchController() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

let reload: ReturnType<typeof vi.fn<Listener>>;

/** Fresh module state per test: the update state lives in the module, as it does in the page. */
async function load() {
  vi.resetModules();
  const registration = await import('./register-service-worker');
  const state = await import('./update-state');
  return { ...registration, ...state };
}

beforeEach(() => {
  reload = vi.fn<Listener>();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('service worker registration and the new-version prompt', () => {
  it('registers /sw.js with scope "/"', async () => {
    const { registerServiceWorker } = await load();
    const container = new FakeContainer(null);
    await registerServiceWorker(container as unknown as ServiceWorkerContainer);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('the first install, claiming a page without a worker, is no new version and reloads nothing', async () => {
    const { registerServiceWorker, isUpdateReady } = await load();
    const container = new FakeContainer(null);
    await registerServiceWorker(container as unknown as ServiceWorkerContainer);
    const worker = container.registration.startUpdate();
    worker.become('installed');
    worker.become('activated');
    container.switchController();
    expect(isUpdateReady()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a version installed while another controls the page; Reload skips waiting, then reloads once', async () => {
    const { registerServiceWorker, isUpdateReady, applyUpdate } = await load();
    const container = new FakeContainer({});
    await registerServiceWorker(container as unknown as ServiceWorkerContainer);
    const worker = container.registration.startUpdate();
    expect(isUpdateReady()).toBe(false);
    container.registration.finishInstall(worker);
    expect(isUpdateReady()).toBe(true);

    applyUpdate();
    applyUpdate();
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.switchController();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a version that was already waiting when the page loaded', async () => {
    const { registerServiceWorker, isUpdateReady } = await load();
    const container = new FakeContainer({});
    container.registration.waiting = new FakeWorker();
    await registerServiceWorker(container as unknown as ServiceWorkerContainer);
    expect(isUpdateReady()).toBe(true);
  });

  it('a switch made in another tab offers a plain reload here, never an automatic one', async () => {
    const { registerServiceWorker, isUpdateReady, applyUpdate } = await load();
    const container = new FakeContainer({});
    await registerServiceWorker(container as unknown as ServiceWorkerContainer);
    container.switchController();
    expect(isUpdateReady()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    applyUpdate();
    expect(reload).toHaveBeenCalledOnce();
  });
});
