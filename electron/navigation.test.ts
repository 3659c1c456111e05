import type { HandlerDetails, WebContents, WindowOpenHandlerResponse } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { hardenWebContents } from './navigation';

vi.mock('electron', () => ({}));

type Listener = (event: { preventDefault(): void; url?: string; isMainFrame?: boolean }, url?: string) => void;

/** A WebContents stand-in that records the handlers hardenWebContents installs. */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: HandlerDetails) => WindowOpenHandlerResponse) | undefined;
  let permissionHandler: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | undefined;
  let permissionCheck: (() => boolean) | undefined;
  const contents = {
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler;
    },
    on: (event: string, listener: Listener) => {
      listeners.set(event, listener);
    },
    session: {
      setPermissionRequestHandler: (handler: typeof permissionHandler) => {
        permissionHandler = handler;
      },
      setPermissionCheckHandler: (handler: typeof permissionCheck) => {
        permissionCheck = handler;
      },
    },
  };
  const openExternal = vi.fn(async (_url: string) => undefined);
  hardenWebContents(contents as unknown as WebContents, openExternal);

  return {
    openExternal,
    windowOpen(url: string): WindowOpenHandlerResponse | undefined {
      return openHandler?.({ url } as HandlerDetails);
    },
    /** Fires a navigation-type event and says whether it was prevented. */
    fire(event: string, url?: string): boolean {
      const preventDefault = vi.fn();
      const listener = listeners.get(event);
      if (listener === undefined) throw new Error(`no ${event} listener`);
      listener({ preventDefault }, url);
      return preventDefault.mock.calls.length > 0;
    },
    requestPermission(permission: string): boolean | undefined {
      let granted: boolean | undefined;
      permissionHandler?.(contents, permission, (value) => {
        granted = value;
      });
      return granted;
    },
    checkPermission: () => permissionCheck?.(),
    /** Fires will-frame-navigate (its details on the event, as Electron gives them) and says whether it was prevented. */
    frameNavigate(url: string, isMainFrame: boolean): boolean {
      const preventDefault = vi.fn();
      const listener = listeners.get('will-frame-navigate');
      if (listener === undefined) throw new Error('no will-frame-navigate listener');
      listener({ preventDefault, url, isMainFrame });
      return preventDefault.mock.calls.length > 0;
    },
  };
}

describe('hardenWebContents', () => {
  it('denies window.open and hands https and mailto links to the system', () => {
    const contents = fakeContents();
    expect(contents.windowOpen('https://example.org/rules')).toEqual({ action: 'deny' });
    expect(contents.windowOpen('mailto:gm@example.org')).toEqual({ action: 'deny' });
    expect(contents.openExternal.mock.calls).toEqual([['https://example.org/rules'], ['mailto:gm@example.org']]);
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'http://example.org/', 'app://warpdesk/index.html', 'https://user:pw@example.org/', 'not a url', 'data:text/html,<script>1</script>'])(
    'denies window.open of %s without opening it anywhere',
    (url) => {
      const contents = fakeContents();
      expect(contents.windowOpen(url)).toEqual({ action: 'deny' });
      expect(contents.openExternal).not.toHaveBeenCalled();
    },
  );

  it.each(['will-navigate', 'will-redirect'])('%s: prevents foreign origins and allows the app origin', (event) => {
    const contents = fakeContents();
    expect(contents.fire(event, 'https://evil.example/')).toBe(true);
    expect(contents.fire(event, 'file:///etc/passwd')).toBe(true);
    expect(contents.fire(event, 'app://warpdesk.evil/index.html')).toBe(true);
    expect(contents.fire(event, 'app://other/index.html')).toBe(true);
    expect(contents.fire(event, 'http://127.0.0.1:5173/')).toBe(true);
    expect(contents.fire(event, 'app://warpdesk/index.html')).toBe(false);
    expect(contents.fire(event, 'app://warpdesk/index.html#/games/1')).toBe(false);
  });

  it('will-frame-navigate: no frame, main or inner, goes to a foreign page; inner frames may hold inline documents (issue 19, item 9)', () => {
    const contents = fakeContents();
    for (const isMainFrame of [true, false]) {
      expect(contents.frameNavigate('https://evil.example/', isMainFrame)).toBe(true);
      expect(contents.frameNavigate('file:///etc/passwd', isMainFrame)).toBe(true);
      expect(contents.frameNavigate('app://warpdesk.evil/index.html', isMainFrame)).toBe(true);
      expect(contents.frameNavigate('javascript:alert(1)', isMainFrame)).toBe(true);
      expect(contents.frameNavigate('app://warpdesk/index.html', isMainFrame)).toBe(false);
    }
    expect(contents.frameNavigate('about:srcdoc', false)).toBe(false);
    expect(contents.frameNavigate('about:blank', false)).toBe(false);
    expect(contents.frameNavigate('about:blank', true)).toBe(true);
  });

  it('prevents <webview> from attaching', () => {
    expect(fakeContents().fire('will-attach-webview')).toBe(true);
  });

  it('denies every permission request and check', () => {
    const contents = fakeContents();
    for (const permission of ['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal']) {
      expect(contents.requestPermission(permission)).toBe(false);
    }
    expect(contents.checkPermission()).toBe(false);
  });
});
