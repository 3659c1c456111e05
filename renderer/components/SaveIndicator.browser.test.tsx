import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { trackSave } from '../db/save-status';
import { renderInApp } from '../test-support/render';
import { SaveIndicator } from './SaveIndicator';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe('SaveIndicator in Chromium', () => {
  it('says Saving… while a write is open, then Saved, and Not saved on failure', async () => {
    cleanup = (await renderInApp(<SaveIndicator />)).unmount;
    let release!: () => void;
    const write = trackSave(() => new Promise<void>((ok) => (release = ok)));
    await expect.element(page.getByText('Saving…')).toBeVisible();
    release();
    await write;
    await expect.element(page.getByText('✓ Saved')).toBeVisible();
    await trackSave(() => Promise.reject(new Error('disk gone'))).catch(() => undefined);
    await expect.element(page.getByText('Not saved')).toBeVisible();
  });
});
