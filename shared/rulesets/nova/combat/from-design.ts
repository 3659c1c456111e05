/**
 * Adapter: a NOVA design (shared/rulesets/nova/design-model.ts, the Design record's `nova` field)
 * → the combat resolver's `CombatShipSpec`. The design format and the spec share their component
 * codes and the meaning of count/level; intangibles (FA, FD, PR, PD, WA, WD) move onto the weapon
 * lines that use them, missile designs are listed with their MD/MA/MR, and a cargo-hold line of
 * size 60 becomes two holds of 30 (holds can't be combined, NOVA: CFS table).
 */
import type { DesignComponent, NovaDesign } from '../design-model';
import type { CombatShipSpec, CritLine, MissileDesignSpec, SpecComponent } from './ship-spec';

export interface DesignForCombat {
  name: string;
  nova: NovaDesign;
}

export interface MissileForCombat {
  id: string;
  name: string;
  nova: NovaDesign;
}

/** The spec of a ship design; `missiles` are the missile designs the ship may fire; `critChart` an official chart the GM made, if any. */
export function fromDesign(design: DesignForCombat, missiles: readonly MissileForCombat[] = [], critChart?: CritLine[]): { spec: CombatShipSpec; notes: string[] } {
  const notes: string[] = [];
  const i = design.nova.intangibles;
  const components: SpecComponent[] = design.nova.components.map((c: DesignComponent): SpecComponent => {
    const line: SpecComponent = { code: c.code, count: c.count, level: c.level };
    if (c.lt !== undefined) line.lt = c.lt;
    if (c.intrinsic !== undefined) line.intrinsic = c.intrinsic;
    if (c.code === 'FP') {
      if (i.FA === undefined || i.FD === undefined) notes.push(`${design.name}: FP without FA/FD beside the design`);
      line.fa = i.FA ?? 0;
      line.fd = i.FD ?? 0;
    }
    if (c.code === 'PA') {
      if (i.PR === undefined || i.PD === undefined) notes.push(`${design.name}: PA without PR/PD beside the design`);
      line.pr = i.PR ?? 1;
      line.pd = i.PD ?? 0;
    }
    if (c.code === 'WC') {
      if (i.WA === undefined || i.WD === undefined) notes.push(`${design.name}: WC without WA/WD beside the design`);
      line.wa = i.WA ?? 0;
      line.wd = i.WD ?? 0;
    }
    if (c.code === 'CH') {
      const holds = Math.max(1, Math.round((c.count * Math.max(c.level, 30)) / 30));
      line.count = holds;
      line.level = 30;
    }
    return line;
  });
  const missileSpecs: MissileDesignSpec[] = [];
  for (const m of missiles) {
    if (!m.nova.missile) {
      notes.push(`${m.name}: not a missile design`);
      continue;
    }
    missileSpecs.push({ id: m.id, name: m.name, md: m.nova.missile.md, ma: m.nova.missile.ma, mr: m.nova.missile.mr });
  }
  const spec: CombatShipSpec = { className: design.name, components, missiles: missileSpecs };
  if (critChart) spec.critChart = critChart;
  return { spec, notes };
}
