import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { novaDesignSchema, type DesignComponent, type DesignInput } from '../../../../shared/rulesets/nova/design-model';
import { renderInApp } from '../../../test-support/render';
import { RedesignCompare } from './RedesignCompare';

const c = (code: DesignComponent['code'], level: number, count = 1, extra: Partial<DesignComponent> = {}): DesignComponent => ({ code, level, count, ...extra });
const design = (name: string, components: DesignComponent[]): DesignInput => ({ name, kind: 'ship', nova: novaDesignSchema.parse({ components }) });

// NOVA: TACHYON COMMUNICATORS "Ships with intrinsic TCs may be refitted to new levels"; 3.7 RSD.
describe('RedesignCompare', () => {
  it('shows an intrinsic TC raised as allowed, at no refit cost, and a paid TC raised as not allowed', async () => {
    const parent = design('Castle', [c('IE', 1), c('BL', 20, 8), c('TC', 2, 1, { intrinsic: true }), c('TC', 2)]);
    const child = design('Castle Mk2', [c('IE', 1), c('BL', 20, 8), c('TC', 3, 1, { intrinsic: true }), c('TC', 3)]);
    await renderInApp(<RedesignCompare parent={parent} child={child} />);
    await expect.element(page.getByText(/and the level of an intrinsic TC/)).toBeVisible();
    const rows = page.getByRole('row');
    await expect.element(rows.filter({ hasText: 'TC 2 (intrinsic)' })).toHaveTextContent('improved — allowed');
    await expect.element(rows.filter({ hasText: /^TC 2→/ })).toHaveTextContent('changed — not allowed');
    await expect.element(page.getByTestId('refit-cost')).toHaveTextContent('0 MCr');
  });
});
