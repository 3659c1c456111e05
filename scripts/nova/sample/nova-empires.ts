/**
 * Sample layer: each of the six sample empires gets a real NOVA starting position —
 * technology (about 150–230 TP, after the rulebook's sample starting technologies),
 * two or three ship designs and a missile design where it has missiles, written in the
 * rulebook's standard format and read by the same parser as the screens, and pregame
 * forces — that passes the checks of NOVA 8.4. Every home star stays Type 8 and every
 * empire keeps the sample's 366 MCr after its purchases (the pregame spend is 3134 MCr).
 * Every transport (Carrier Dove, Trader, Brood Ship, Night Barge, Column) has two cargo holds:
 * one colony (2 holds) or two armies (1 hold each), NOVA: CARGO HOLDS; the turn orders load no more.
 * Pure and deterministic.
 */
import type { GameRecords } from '../../../shared/format/archive';
import type { Unit } from '../../../shared/model/entities';
import { novaRecords, type NovaDesignRow } from '../../../shared/rulesets/nova/records';
import { parseDesignText } from '../../../shared/rulesets/nova/design-text';
import { novaEmpireSchema, pregameBudget, type Purchase } from '../../../shared/rulesets/nova/pregame';
import type { SampleLayer } from './layer';

interface Position {
  homestarType: number;
  tech: Record<string, number>;
  designs: string;
  /** Ships by design name, units by abbreviation. */
  buy: Record<string, number>;
}

/** Starting positions by empire id. */
export const SAMPLE_POSITIONS: Readonly<Record<string, Position>> = {
  // Beam lasers (rulebook sample, 228.26 TP).
  concord: {
    homestarType: 8,
    tech: { BL: 20, DG: 22, EW: 5, FC: 3, HF: 2, JD: 4, SN: 40, SI: 12, SM: 5 },
    designs: `"Lantern" Class DE
IE 1
JD4L8
3 SI 12
6 AR 2
BL 20
FC 3
SN 40

"Warden" Class CL
IE 1
JD 4
5 SI 12
8 AR 2
2 BL 20
EW 5
FC 3
DG 22

"Carrier Dove" Class DD
IE 1
JD 4
CH 30
CH 30
XC`,
    buy: { Lantern: 3, Warden: 1, 'Carrier Dove': 1, C: 2, RA: 1 },
  },
  // Combination lasers (rulebook sample, 205.25 TP).
  kessa: {
    homestarType: 8,
    tech: { XL: 14, FC: 4, IE: 2, JD: 3, SN: 35, SI: 12, SM: 4, TC: 2 },
    designs: `"Trader" Class DD
IE 2
JD 3
CH 30
CH 30
SN 35
XC

"Corsair" Class FG
IE 2
JD 3
2 SI 12
4 AR 1
XL 14
FC 4`,
    buy: { Trader: 9, Corsair: 3, C: 3, RA: 1 },
  },
  // A missile empire: fractional TP (SM3 = 4.5).
  swarm: {
    homestarType: 8,
    tech: { IE: 2, JD: 3, MD: 6, MA: 80, MR: 14, SN: 20, SI: 9, SM: 3 },
    designs: `"Hive" Class FG
IE 2
JD 3
2 SI 9
3 AR 1
ML 11
SN 20

"Drone" Class ES
IE 2
JD 3
AR 2
XC

"Brood Ship" Class DD
IE 1
JD 3
CH 30
CH 30
AR 1

Sting = MD6-MA80-MR14`,
    buy: { Hive: 9, Drone: 1, 'Brood Ship': 2, C: 6, AA: 2 },
  },
  // Plasma torpedoes (rulebook sample, 211 TP).
  umbral: {
    homestarType: 8,
    tech: { IE: 3, JD: 4, PR: 3, PD: 6, SN: 30, SI: 9, SM: 4, TC: 2 },
    designs: `"Shade" Class FG PR3, PD6
IE 3
JD 4
2 SI 9
4 AR 1
PA 9
SN 30

"Night Barge" Class DD
IE 1
JD 4
CH 30
CH 30
SN 30
XC`,
    buy: { Shade: 4, 'Night Barge': 7, C: 5 },
  },
  // Balanced (rulebook sample, 207 TP).
  vorn: {
    homestarType: 8,
    tech: { BL: 15, DG: 20, EW: 1, FC: 4, IE: 2, JD: 3, LT: 4, OS: 3, SN: 30, SI: 12, SM: 4, TC: 2 },
    designs: `"Iron Fist" Class DE
IE 2
JD3L4
4 SI 12
10 AR 1
BL 15
FC 4
EW 1

"Hammer" Class DE
IE 2
JD3L4
2 SI 12
8 AR 1
OS 3
BL 15

"Column" Class DD
IE 1
JD 3
CH 30
CH 30
AR 1
XC`,
    buy: { 'Iron Fist': 3, Hammer: 4, Column: 3, C: 2, RA: 1 },
  },
  // Force beams, after Harry Hun (192 TP).
  ys: {
    homestarType: 8,
    tech: { FC: 3, FA: 100, FD: 3, IE: 3, JD: 3, SN: 20, SI: 9, SM: 4, TC: 2 },
    designs: `"Sunray" Class FG FA100, FD3
IE 3
JD 3
2 SI 9
8 AR 1
4 FP 4
SN 10
FC 3

"Dawn Scout" Class ES
IE 3
JD 3
XC`,
    buy: { Sunray: 9, 'Dawn Scout': 4, C: 6 },
  },
};

/** The sample positions as records: designs and pregame units; the empire keeps its treasury left after the pregame. */
export const novaEmpiresLayer: SampleLayer = (records: GameRecords) => {
  const gameId = records.game.id;
  const designs: NovaDesignRow[] = [...novaRecords(records).designs];
  const units: Unit[] = [...records.units];
  const empires = records.empires.map((empire) => {
    const position = SAMPLE_POSITIONS[empire.id];
    if (!position) return empire;
    const parsed = parseDesignText(position.designs);
    if (parsed.diagnostics.length) throw new Error(`sample designs of ${empire.id}: ${parsed.diagnostics.map((d) => `line ${d.line}: ${d.message}`).join('; ')}`);
    const mine = parsed.designs.map((d, i) => ({ gameId, id: `${empire.id}-d${i + 1}`, empireId: empire.id, kind: d.kind, name: d.name, nova: d.nova, seq: i + 1 }));
    designs.push(...mine);
    const purchases: Purchase[] = [];
    for (const [what, count] of Object.entries(position.buy)) {
      const design = mine.find((d) => d.name === what);
      if (design) purchases.push({ what: 'ship', designId: design.id, count });
      else purchases.push({ what: 'unit', abbr: what, count });
      for (let n = 1; n <= count; n++) {
        units.push({
          gameId,
          id: `${empire.id}-${design ? design.id.split('-').pop() : what.toLowerCase()}-${n}`,
          empireId: empire.id,
          kind: design ? 'ship' : what,
          name: `${design ? design.name : what} ${n}`,
          systemId: empire.homeSystemId,
          pregame: true,
          seq: n,
          ...(design ? { designId: design.id } : {}),
        });
      }
    }
    const nova = novaEmpireSchema.parse({ homestarType: position.homestarType, tech: position.tech });
    const budget = pregameBudget({ empire: nova, designs: mine, purchases });
    return { ...empire, nova, treasury: budget.left };
  });
  return { ...records, empires, designs, units };
};
