import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

type PopupModule = typeof import('./oauth-popup');
type Listener = (event: unknown) => void;

const ORIGIN = 'http://app.test';
const GOOGLE_CANCELLED = 'Google sign-in was cancelled or failed. Please try again.';
const GOOGLE_VERIFY_FAILED =
  'Unable to verify Google authentication. Please check your connection and try again.';
const GOOGLE_TIMEOUT =
  'Google authentication timed out. This could be due to slow network or temporary service issues. Please try again or use a different sign-in method.';
const GOOGLE_SHORT_TIMEOUT = 'Google sign-in timed out. Please try again.';

/** The popup as the opener sees it: `closed` and `close()`, which a test can make fail. */
function fakePopup() {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  return popup;
}

/** Just enough of `window` for the flow: geometry, open, location, timers (faked by Vitest) and listeners. */
function fakeWindow(popup: ReturnType<typeof fakePopup> | null) {
  const listeners = new Map<string, Set<Listener>>();
  return {
    screenX: 100,
    screenY: 50,
    outerWidth: 1300,
    outerHeight: 1000,
    location: { origin: ORIGIN, assign: vi.fn() },
    open: vi.fn(() => popup),
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
    addEventListener: (type: string, listener: Listener) => {
      const set = listeners.get(type) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(type, set);
    },
    removeEventListener: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
    emit: (type: string, event: unknown) => {
      for (const listener of [...(listeners.get(type) ?? [])]) listener(event);
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

const userAnswer = (signedIn: boolean) =>
  new Response(JSON.stringify({ success: signedIn, user: signedIn ? { id: 'u1', email: 'a@b.c' } : null }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** Lets the current-user fetch and its `.then` run; setImmediate is left real by the fake timers below. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

let flow: PopupModule;
let popup: ReturnType<typeof fakePopup>;
let win: ReturnType<typeof fakeWindow>;
let fetchMock: Mock<typeof fetch>;
let onError: Mock<(message: string) => void>;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  // A fresh module each time: "a flow is in progress" is module state.
  vi.resetModules();
  flow = await import('./oauth-popup');
  popup = fakePopup();
  win = fakeWindow(popup);
  fetchMock = vi.fn<typeof fetch>(async () => userAnswer(true));
  onError = vi.fn<(message: string) => void>();
  vi.stubGlobal('window', win);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const start = (provider: 'google' | 'linkedin' = 'google', redirect = '/write/summary') =>
  flow.startOAuthPopup({ provider, redirect, onError });

describe('starting', () => {
  it('opens a centred 500x600 popup on the provider start with the popup flag', () => {
    start();
    expect(win.open).toHaveBeenCalledOnce();
    expect(win.open).toHaveBeenCalledWith(
      '/api/auth/google?redirect=%2Fwrite%2Fsummary&popup=true',
      'oauth-sign-in',
      'width=500,height=600,left=500,top=250',
    );
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('ignores a second start while one runs, and allows one after it finished', async () => {
    start();
    start('linkedin');
    expect(win.open).toHaveBeenCalledOnce();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(win.location.assign).toHaveBeenCalledWith('/write/summary');
    start('linkedin');
    expect(win.open).toHaveBeenCalledTimes(2);
    expect(win.open).toHaveBeenLastCalledWith(
      '/api/auth/linkedin?redirect=%2Fwrite%2Fsummary&popup=true',
      'oauth-sign-in',
      expect.any(String),
    );
  });

  it('falls back to a same-window redirect without the popup flag when the popup is blocked', () => {
    win.open.mockReturnValue(null);
    start();
    expect(win.location.assign).toHaveBeenCalledWith('/api/auth/google?redirect=%2Fwrite%2Fsummary');
    // Nothing is left running: a retry opens again.
    start();
    expect(win.open).toHaveBeenCalledTimes(2);
    expect(win.listenerCount()).toBe(0);
  });

  it('treats a popup that is closed at once as blocked', () => {
    popup.closed = true;
    start();
    expect(win.location.assign).toHaveBeenCalledWith('/api/auth/google?redirect=%2Fwrite%2Fsummary');
  });

  it('never starts toward an unsafe original location', () => {
    start('google', '//evil.example/path');
    expect(win.open).toHaveBeenCalledWith(
      '/api/auth/google?redirect=%2F&popup=true',
      'oauth-sign-in',
      expect.any(String),
    );
  });
});

describe('the oauth:success message', () => {
  it('navigates to a safe redirect and stops listening and polling', async () => {
    start();
    win.emit('message', { origin: ORIGIN, data: { type: 'oauth:success', redirect: '/write/preview' } });
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('/write/preview');
    expect(win.listenerCount()).toBe(0);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(win.location.assign).toHaveBeenCalledOnce();
  });

  it.each(['//evil.example', 'https://evil.example', undefined])(
    'navigates to the original location when the redirect is %s',
    (redirect) => {
      start();
      win.emit('message', { origin: ORIGIN, data: { type: 'oauth:success', redirect } });
      expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('/write/summary');
    },
  );

  it('ignores a message from another origin, and one of another type', () => {
    start();
    win.emit('message', { origin: 'https://evil.example', data: { type: 'oauth:success', redirect: '/x' } });
    win.emit('message', { origin: ORIGIN, data: { type: 'something-else', redirect: '/x' } });
    win.emit('message', { origin: ORIGIN, data: null });
    expect(win.location.assign).not.toHaveBeenCalled();
    // Still waiting for the real answer.
    start();
    expect(win.open).toHaveBeenCalledOnce();
  });
});

describe('the oauth:success local-storage entry', () => {
  const storageEvent = (value: unknown, key = 'oauth:success') => ({
    key,
    newValue: typeof value === 'string' ? value : JSON.stringify(value),
  });

  it('is honoured when newer than 30 seconds, with the redirect rule applied', () => {
    start();
    win.emit('storage', storageEvent({ redirect: '/account-settings', timestamp: Date.now() - 29_000 }));
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('/account-settings');
  });

  it('falls back to the original location for an unsafe redirect', () => {
    start();
    win.emit('storage', storageEvent({ redirect: 'https://evil.example', timestamp: Date.now() }));
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('/write/summary');
  });

  it('is ignored when older than 30 seconds, under another key, without a timestamp or not JSON', () => {
    start();
    win.emit('storage', storageEvent({ redirect: '/old', timestamp: Date.now() - 31_000 }));
    win.emit('storage', storageEvent({ redirect: '/other', timestamp: Date.now() }, 'resume-data'));
    win.emit('storage', storageEvent({ redirect: '/no-time' }));
    win.emit('storage', storageEvent('{not json'));
    win.emit('storage', { key: 'oauth:success', newValue: null });
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});

describe('polling every 500 ms', () => {
  it('does nothing while the popup stays open', async () => {
    start();
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('redirects to the original location when the popup closed and the user is signed in', async () => {
    start();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/api/current-user', expect.anything());
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('/write/summary');
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the cancelled-or-failed text when the popup closed without a session', async () => {
    fetchMock.mockImplementation(async () => userAnswer(false));
    start('linkedin');
    await vi.advanceTimersByTimeAsync(1_000);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(onError).toHaveBeenCalledExactlyOnceWith(
      'LinkedIn sign-in was cancelled or failed. Please try again.',
    );
    expect(win.location.assign).not.toHaveBeenCalled();
    // The flow is over: polling stopped and a new start is accepted.
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(fetchMock).toHaveBeenCalledOnce();
    start();
    expect(win.open).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 500', async () => new Response('oops', { status: 500 })],
  ])('shows the verify-failed text when %s', async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    start();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(onError).toHaveBeenCalledExactlyOnceWith(GOOGLE_VERIFY_FAILED);
    expect(onError).not.toHaveBeenCalledWith(GOOGLE_CANCELLED);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('times out after more than 60 polls and closes the popup', async () => {
    start();
    await vi.advanceTimersByTimeAsync(60 * 500);
    expect(onError).not.toHaveBeenCalled();
    expect(popup.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(popup.close).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledExactlyOnceWith(GOOGLE_TIMEOUT);
    expect(win.listenerCount()).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onError).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('cross-origin');
      },
    ],
    ['has no effect', () => {}],
  ])('shows the short timeout text when closing the popup %s', async (_case, close) => {
    popup.close.mockImplementation(close);
    start();
    await vi.advanceTimersByTimeAsync(61 * 500);
    expect(popup.close).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledExactlyOnceWith(GOOGLE_SHORT_TIMEOUT);
  });
});
