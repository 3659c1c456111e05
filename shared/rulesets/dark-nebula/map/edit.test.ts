/** The map editor's commands (A2: the GM enters the printed sheets), the map's check, and its scenes. */
import { describe, expect, it } from 'vitest';
import { hex } from '../../../hex/coords';
import { sampleMap } from '../data/sample-map';
import { emptyMap } from '../play/setup';
import { addRoute, addSystem, checkMap, moveSystems, placeSheet, removeRoutes, removeSystems, setRouteKind, updateSheet, updateSystem, type MapEditResult } from './edit';
import { gmScene, hexOf, localLabel, mapGrid, sheetAt } from './scene';

const ok = (r: MapEditResult) => {
  if (!r.ok) throw new Error(r.reason);
  return r.map;
};

describe('map edits', () => {
  it('adds a star in a hex of a sheet, named by its sheet and hex; never off the sheets or on another star', () => {
    const dn = emptyMap().sheets.find((s) => s.id === 'DN')!;
    const h = hexOf(dn.col0 + 4, dn.row0 + 6);
    const map = ok(addSystem(emptyMap(), h));
    expect(map.systems).toEqual([{ id: `h${dn.col0 + 4}-${dn.row0 + 6}`, name: 'Star DN 0507', sheetId: 'DN', col: dn.col0 + 4, row: dn.row0 + 6, binary: false, boxes: [] }]);
    expect(addSystem(map, h)).toEqual({ ok: false, reason: 'a star is already in that hex' });
    expect(addSystem(map, hex(-40, -40))).toEqual({ ok: false, reason: 'that hex is on no map sheet' });
    expect(localLabel(dn, dn.col0 + 4, dn.row0 + 6)).toBe('0507');
  });
  it('moves stars hex by hex, onto no other star and off no sheet', () => {
    const map = sampleMap();
    const osa = map.systems.find((s) => s.id === 'osa')!;
    const to = hexOf(osa.col, osa.row + 1);
    const moved = ok(moveSystems(map, new Map([['osa', to]])));
    expect(moved.systems.find((s) => s.id === 'osa')).toMatchObject({ col: osa.col, row: osa.row + 1, sheetId: 'DN' });
    const n2 = map.systems.find((s) => s.id === 'n2')!;
    expect(moveSystems(map, new Map([['osa', hexOf(n2.col, n2.row)]]))).toEqual({ ok: false, reason: 'a star would land on another star' });
    expect(moved.sample).toBe(false);
  });
  it('removes stars with their routes, never one where units are', () => {
    const map = sampleMap();
    const out = ok(removeSystems(map, new Set(['osa'])));
    expect(out.systems.some((s) => s.id === 'osa')).toBe(false);
    expect(out.routes.some((r) => r.a === 'osa' || r.b === 'osa')).toBe(false);
    expect(removeSystems(map, new Set(['osa']), new Set(['osa']))).toEqual({ ok: false, reason: 'units are in Osa: move or remove them first' });
  });
  it('edits a star: a unique name, at most two boxes, box ids kept and new ones unique, a box with units kept', () => {
    const map = sampleMap();
    const ria = map.systems.find((s) => s.id === 'ria')!;
    const renamed = ok(updateSystem(map, 'ria', { name: 'RIA/Alis', boxes: ria.boxes.map((b) => ({ ...b, name: b.name })) }));
    expect(renamed.systems.find((s) => s.id === 'ria')?.boxes.map((b) => b.id)).toEqual(['ria.1', 'ria.2']);
    expect(updateSystem(map, 'ria', { name: 'Osa', boxes: [] })).toEqual({ ok: false, reason: 'another system is already called Osa' });
    const three = [...ria.boxes, ria.boxes[0]!].map((b, i) => ({ ...b, id: undefined, name: `B${i}` }));
    expect(updateSystem(map, 'ria', { name: 'RIA/Alis', boxes: three })).toEqual({ ok: false, reason: 'a system has at most two boxes (a binary star, one per star)' });
    expect(updateSystem(map, 'ria', { name: 'RIA/Alis', boxes: [] }, new Set(['ria.1']))).toEqual({ ok: false, reason: 'units are in box RIA: move them before removing it' });
    const veyra = ok(updateSystem(map, 'veyra', { name: 'Veyra', boxes: [{ name: 'Veyra', type: 2, printed: null, capital: false, imperial: false, techColumn: null }] }));
    expect(veyra.systems.find((s) => s.id === 'veyra')?.boxes.map((b) => b.id)).toEqual(['veyra']);
  });
  it('routes: joined once, solid or dashed, removed', () => {
    const map = sampleMap();
    expect(addRoute(map, 'osa', 'halcyon')).toEqual({ ok: false, reason: 'Osa and Halcyon are already joined' });
    expect(addRoute(map, 'osa', 'osa')).toEqual({ ok: false, reason: 'a route joins two different stars' });
    const joined = ok(addRoute(map, 'osa', 'n2', 'dashed'));
    expect(joined.routes.at(-1)).toEqual({ id: 'osa:n2', a: 'osa', b: 'n2', kind: 'dashed' });
    expect(ok(setRouteKind(joined, new Set(['osa:n2']), 'solid')).routes.at(-1)?.kind).toBe('solid');
    expect(ok(removeRoutes(joined, new Set(['osa:n2']))).routes).toHaveLength(map.routes.length);
  });
  it('sheets: a role and a name; placed elsewhere by an even number of columns, its stars along, never over another sheet', () => {
    const map = sampleMap();
    expect(ok(updateSheet(map, 'SG', { name: 'Rim', role: 'other' })).sheets.find((s) => s.id === 'SG')?.name).toBe('Rim');
    const ah = map.sheets.find((s) => s.id === 'AH')!;
    expect(placeSheet(map, 'AH', ah.col0 + 1, ah.row0)).toEqual({ ok: false, reason: 'move a sheet by an even number of columns, so its hexes keep their neighbours' });
    expect(placeSheet(map, 'AH', ah.col0 + 10, ah.row0)).toEqual({ ok: false, reason: 'the sheet would overlap Dark Nebula' });
    const moved = ok(placeSheet(map, 'AH', ah.col0, ah.row0 + 12));
    const before = map.systems.find((s) => s.id === 'aokhtar')!;
    expect(moved.systems.find((s) => s.id === 'aokhtar')).toMatchObject({ col: before.col, row: before.row + 12 });
    expect(sheetAt(moved, before.col, before.row + 12)?.id).toBe('AH');
  });
});

describe('the map check and scenes', () => {
  it('the sample map lacks nothing the rules need; an empty map lacks it all, each named', () => {
    expect(checkMap(sampleMap())).toEqual([]);
    const wheres = checkMap(emptyMap()).map((p) => p.where);
    for (const w of ['capital', 'VALKA', 'MIZAH', 'GODORO', 'Osa', 'Simsek', 'Dim', 'RIA/Alis', 'N2', 'N3', 'N5']) expect(wheres).toContain(w);
  });
  it('the GM scene: every sheet an outlined region, every star at its hex with its boxes, routes solid or dashed', () => {
    const map = sampleMap();
    const grid = mapGrid(map);
    expect(grid.regions?.map((r) => r.id)).toEqual(map.sheets.map((s) => s.id));
    expect(grid.cells).toHaveLength(map.sheets.reduce((n, s) => n + s.cols * s.rows, 0));
    const scene = gmScene(map);
    const ria = scene.systems.find((s) => s.id === 'ria')!;
    expect(ria.boxes?.map((b) => [b.label, b.fill])).toEqual([
      ['RIA', '#ffffff'],
      ['Alis', '#e03131'],
    ]);
    expect(scene.systems.find((s) => s.id === 'aokhtar')?.boxes?.[0]?.marks).toEqual(['☆', '△']);
    expect(scene.lines.filter((l) => l.style === 'dashed')).toHaveLength(7);
  });
});
