import { describe, expect, it } from 'vitest';
import type { Empire } from '../../../model/entities';
import { generateMap } from './generate';
import { empireView, learnLine, learnSystem } from './knowledge';
import { escapeXml, renderSvg } from '../../../map/svg';
import { empireScene, gmScene } from './scene';

const map = generateMap({ systems: 20, linesPerSystem: 3, empireIds: ['e1'], seed: 'svg', gameId: 'g' });
const empire: Empire = { gameId: 'g', id: 'e1', name: 'Vorn', position: 1, playerName: '', playerContact: '', color: '#d9482b', homeSystemId: map.homes.get('e1') ?? null, treasury: 0, notes: '' };

describe('renderSvg', () => {
  it('draws every system and line of the GM map', () => {
    const svg = renderSvg(gmScene('Orion <GM>', map.systems, map.lines, [empire]));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Orion &lt;GM&gt;</title>');
    for (const s of map.systems) expect(svg).toContain(`>${s.name}</text>`);
    expect(svg.match(/<line /g)).toHaveLength(map.lines.length);
    expect(svg).toContain('fill="#d9482b"');
  });
  it("draws only what the empire knows, with stubs for unexplored warp points", () => {
    const home = map.systems.find((s) => s.id === map.homes.get('e1'));
    if (!home) throw new Error('no home');
    const known = learnSystem(home, map.lines, 'e1', 'observed', 1, null);
    const line = map.lines.find((l) => l.a === home.id || l.b === home.id);
    if (!line) throw new Error('no line');
    const records = learnLine(map.systems, map.lines, [known], 'e1', line, 2).map((c) => c.after as NonNullable<typeof c.after>);
    const view = empireView(map, records, 'e1');
    const svg = renderSvg(empireScene('Vorn', view, empire.color));
    const shown = new Set(view.systems.map((s) => s.name));
    for (const s of map.systems) expect(svg.includes(`>${s.name}</text>`)).toBe(shown.has(s.name));
    expect(svg.match(/stroke-dasharray="3 2"/g)?.length).toBe(3 - 1 + 0);
  });
  it('escapes XML', () => {
    expect(escapeXml(`a<b>&"c"`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });
});
