import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { trackSave } from '../db/save-status';
import { renderInApp } from '../test-support/render';
import { SaveIndicator } from './SaveIndicator';

describe('SaveIndicator in Chromium', () => {
  it('says Saving… while a write is open, then Saved, and Not saved on failure', async () => {
    await renderInApp(<SaveIndicator />);
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
