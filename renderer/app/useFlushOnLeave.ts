/**
 * Edits still waiting for their delayed write are written when the GM leaves (issue 19, item 8):
 * the page hidden (another window, minimised, the tab switched, and before a close or reload in
 * Chromium), `pagehide`, and the desktop window's close, which main holds until this answers.
 */
import { useEffect } from 'react';
import { flushPendingEdits } from '../db/save-status';
import { getPlatform } from '../platform';

export function useFlushOnLeave(): void {
  useEffect(() => {
    const flush = () => void flushPendingEdits();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    const stopClose = getPlatform().onCloseRequest(flushPendingEdits);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      stopClose();
    };
  }, []);
}
