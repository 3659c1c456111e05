import { describe, expect, it } from 'vitest';
import { empireHref, parseEmpireRoute } from './empire-route';

describe('empire routes', () => {
  it('round-trips', () => {
    expect(parseEmpireRoute('#/game/g1/empires')).toEqual({ empireId: null, page: 'technology', designId: null });
    const href = empireHref('g1', { empireId: 'e 1', page: 'designs', designId: 'd-2' });
    expect(href).toBe('#/game/g1/empires/e%201/designs/d-2');
    expect(parseEmpireRoute(href)).toEqual({ empireId: 'e 1', page: 'designs', designId: 'd-2' });
    expect(parseEmpireRoute('#/game/g1/empires/e1/nonsense').page).toBe('technology');
  });
});
