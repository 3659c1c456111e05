/**
 * A small battle for the decision tests: the rulebook example's Huron (MINKY: BL20, FC3, SN20,
 * IE2, JD LT3) against Lewis (PIGGY: ML12 with missiles mk1 and mk2, IE1, JD LT8), 8 hexes
 * apart, no decisions in the file. Plain JSON, as a battle file (docs/nova-battle-format.md).
 */
export function twoShipBattleFile(): Record<string, unknown> {
  return {
    format: 'warpdesk-nova-battle',
    version: 1,
    id: 'duel',
    name: 'Duel at the warp point',
    warpPoint: { q: 0, r: 0 },
    sides: [
      { id: 'MINKY', name: 'MINKY' },
      { id: 'PIGGY', name: 'PIGGY' },
    ],
    ships: [
      {
        id: 'huron',
        name: 'Huron',
        side: 'MINKY',
        placement: { at: { q: 0, r: 0 } },
        spec: {
          className: 'Tribal',
          components: [
            { code: 'IE', count: 1, level: 2 },
            { code: 'JD', count: 1, level: 3, lt: 3 },
            { code: 'SI', count: 2, level: 12 },
            { code: 'AR', count: 5, level: 1 },
            { code: 'EW', count: 1, level: 2 },
            { code: 'BL', count: 1, level: 20 },
            { code: 'FC', count: 1, level: 3 },
            { code: 'SN', count: 1, level: 20 },
          ],
          missiles: [],
        },
      },
      {
        id: 'lewis',
        name: 'Lewis',
        side: 'PIGGY',
        placement: { at: { q: 8, r: 0 } },
        spec: {
          className: 'Explorer',
          components: [
            { code: 'IE', count: 1, level: 1 },
            { code: 'JD', count: 1, level: 3, lt: 8 },
            { code: 'SI', count: 1, level: 12 },
            { code: 'AR', count: 6, level: 1 },
            { code: 'ML', count: 1, level: 12 },
            { code: 'SN', count: 1, level: 10 },
            { code: 'XC', count: 1, level: 0 },
          ],
          missiles: [
            { id: 'mk1', name: 'Type 1', md: 6, ma: 90, mr: 14 },
            { id: 'mk2', name: 'Type 2', md: 4, ma: 75, mr: 17 },
          ],
        },
      },
    ],
  };
}
