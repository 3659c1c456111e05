/**
 * What NOVA's map scenes (shared/rulesets/nova/map/scene.ts) draw, said in the map's legend
 * (features/map/MapLegend.tsx): the GM's map and one empire's view use different colours.
 */
import type { Empire } from '../../../../shared/model/entities';
import type { LegendItem } from '../../../features/map/MapLegend';

/** The GM's map: owners in their empire's colour, home stars ringed, star gates, warp-point letters. */
export function gmLegend(empires: readonly Pick<Empire, 'name' | 'color'>[]): LegendItem[] {
  return [
    ...empires.map((e): LegendItem => ({ kind: 'fill', colour: e.color, label: `Owned by ${e.name}` })),
    { kind: 'fill', colour: '#ffffff', label: 'Owned by no empire' },
    { kind: 'ring', label: 'Home star' },
    { kind: 'line', style: 'solid', label: 'Warp line' },
    { kind: 'line', style: 'gate', label: 'Star gate' },
    { kind: 'letter', letter: 'A', label: 'Warp point letter, at its end of the line' },
  ];
}

/** One empire's view: its own systems, explored, jumped into only; travelled lines and unused warp points. */
export function empireLegend(empire: Pick<Empire, 'name' | 'color'>): LegendItem[] {
  return [
    { kind: 'fill', colour: empire.color, label: `${empire.name}'s own system` },
    { kind: 'fill', colour: '#ffffff', label: 'Explored' },
    { kind: 'fill', colour: '#dddddd', label: 'Jumped into only' },
    { kind: 'line', style: 'solid', label: 'Warp line travelled' },
    { kind: 'stub', label: 'Warp point not yet used' },
    { kind: 'letter', letter: 'A', label: 'Warp point letter' },
  ];
}
