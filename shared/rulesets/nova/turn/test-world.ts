/**
 * Small hand-made worlds for the turn steps' tests: a builder of empires, systems, units
 * and designs, order sheets typed as the grid stores them, and a step input with a fixed seed.
 */
import type { Empire, Unit } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import type { NovaSystem, NovaWarpLine } from '../records';
import { seedRng } from '../../../rng';
import { parseSectionLines } from '../orders/parse-sheet';
import type { SheetSection } from '../orders/sheet';
import type { TurnEvent } from './events';
import { productionStep } from './step-a-production';
import { pillageStep } from './step-b-pillage';
import { constructionStep } from './step-c-construction';
import { researchStartStep } from './step-d-research';
import { transfersStep } from './step-e-transfers';
import { financeStep } from './step-end-finance';
import { researchFinishStep } from './step-l-research';
import type { EmpireOrders, TurnDecisions, TurnRoll, TurnWarning, TurnWorld } from './types';
import type { StepInput, TurnStepFn } from './step';

const gameId = 'g';

export class WorldBuilder {
  private readonly world: TurnWorld;

  constructor(turn = 1) {
    this.world = { gameId, turn, empires: [], systems: [], warpLines: [], units: [], designs: [], knowledge: [] };
  }

  empire(id: string, fields: Partial<Empire> & Record<string, unknown> = {}): this {
    this.world.empires.push({ gameId, id, name: id.toUpperCase(), position: this.world.empires.length + 1, playerName: '', playerContact: '', color: '#888888', homeSystemId: null, treasury: 0, notes: '', ...fields });
    return this;
  }

  system(id: string, fields: Partial<NovaSystem> & Record<string, unknown> = {}): this {
    this.world.systems.push({ gameId, id, name: id.toUpperCase(), type: 8, status: 'none', ownerId: null, colonies: 0, homeStar: false, x: 0, y: 0, installations: {}, notes: '', ...fields });
    return this;
  }

  /** A home star of `empireId`: Type 8 World with an IC (200 MCr a turn). */
  home(id: string, empireId: string, fields: Partial<NovaSystem> & Record<string, unknown> = {}): this {
    this.system(id, { type: 8, status: 'world', ownerId: empireId, colonies: 3, homeStar: true, installations: { IC: 1 }, ...fields });
    const empire = this.world.empires.find((e) => e.id === empireId);
    if (empire) empire.homeSystemId = id;
    return this;
  }

  unit(id: string, empireId: string, kind: string, systemId: string | null, fields: Record<string, unknown> = {}): this {
    this.world.units.push({ gameId, id, empireId, kind, name: String(fields.name ?? id.toUpperCase()), systemId, ...fields } as Unit);
    return this;
  }

  /** A ship design from component triples [code, level, count]. */
  design(id: string, empireId: string, name: string, components: [string, number, number?][], extra: Record<string, unknown> = {}): this {
    const nova = { components: components.map(([code, level, count]) => ({ code, level, count: count ?? 1 })), intangibles: {}, text: '', overrides: {}, notes: '' };
    this.world.designs.push({ gameId, id, empireId, kind: 'ship', name, nova, ...extra } as NovaDesignRow);
    return this;
  }

  line(id: string, a: string, aLetter: string, b: string, bLetter: string): this {
    this.world.warpLines.push({ gameId, id, a, aLetter, b, bLetter } as NovaWarpLine);
    return this;
  }

  build(): TurnWorld {
    return structuredClone(this.world);
  }
}

/** One empire's sheet from `[section, text]` lines, read as the order grid reads them. */
export function sheet(empireId: string, lines: readonly [SheetSection, string][]): EmpireOrders {
  const read = parseSectionLines(lines.map(([section, text]) => ({ section, text })));
  return { empireId, missing: false, lines: read.map((l) => ({ line: l.line, text: l.text, row: l.row })) };
}

export function missing(empireId: string): EmpireOrders {
  return { empireId, missing: true, lines: [] };
}

export function stepInput(world: TurnWorld, orders: EmpireOrders[] = [], settings: Record<string, unknown> = {}, decisions: TurnDecisions = {}, seed = 'test'): StepInput {
  return { world, orders, decisions, rng: seedRng(seed), settings };
}

/** Steps A to L and the end of the turn, with the economy and research steps only (no movement or combat). */
export function runEconomy(input: StepInput): { world: TurnWorld; events: TurnEvent[]; rolls: TurnRoll[]; warnings: TurnWarning[] } {
  const steps: TurnStepFn[] = [productionStep, pillageStep, constructionStep, researchStartStep, transfersStep, researchFinishStep, financeStep];
  let current = input;
  const events: TurnEvent[] = [];
  const rolls: TurnRoll[] = [];
  const warnings: TurnWarning[] = [];
  for (const step of steps) {
    const out = step(current);
    events.push(...out.events);
    rolls.push(...out.rolls);
    warnings.push(...(out.warnings ?? []));
    current = { ...current, world: out.world, rng: out.rng };
  }
  return { world: current.world, events, rolls, warnings };
}
