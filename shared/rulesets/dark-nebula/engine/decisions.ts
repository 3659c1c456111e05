/**
 * Decisions that need a human (digest §6.7). Each has a stable key, so a decision given for a
 * run applies exactly where it was asked. Resolution order: a decision given by the caller, then
 * the player's standing instructions, then (interactive runs) a pending decision is returned and
 * the run is marked incomplete, else the default policy. Every decision taken is logged with its
 * source, so the GM sees which ones the engine made.
 */
import type { Owner } from '../model';

export type DecisionKind =
  | 'battle'
  | 'range'
  | 'withdraw'
  | 'allocation'
  | 'fire'
  | 'bombard'
  | 'land'
  | 'ground-allocation'
  | 'negotiate'
  | 'hire'
  | 'placement'
  | 'replacement-order'
  | 'grant'
  | 'missile-boats'
  | 'ria-type'
  | 'truce';

/** A decision the engine needs, with the value it would take by default. */
export interface PendingDecision {
  readonly key: string;
  readonly kind: DecisionKind;
  /** Who decides: a player, or the GM for the independents (A36). */
  readonly decider: Owner;
  readonly prompt: string;
  /** Allowed values, when they can be listed. */
  readonly options?: readonly unknown[];
  readonly defaultValue: unknown;
}

export type DecisionSource = 'given' | 'standing' | 'default';

export interface DecisionTaken {
  readonly key: string;
  readonly kind: DecisionKind;
  readonly decider: Owner;
  readonly source: DecisionSource;
  readonly value: unknown;
}

export class Decider {
  readonly pending: PendingDecision[] = [];
  readonly taken: DecisionTaken[] = [];
  constructor(
    private readonly given: Readonly<Record<string, unknown>>,
    private readonly interactive: boolean,
  ) {}

  /**
   * The value for one decision. `validate` turns a given value into a legal one or null (an
   * illegal given value is ignored and falls through). `standing` is the player's instruction,
   * undefined when it says nothing.
   */
  decide<T>(spec: { key: string; kind: DecisionKind; decider: Owner; prompt: string; options?: readonly unknown[] }, standing: T | undefined, fallback: T, validate: (value: unknown) => T | null): T {
    if (Object.prototype.hasOwnProperty.call(this.given, spec.key)) {
      const value = validate(this.given[spec.key]);
      if (value !== null) return this.record(spec, 'given', value);
    }
    if (standing !== undefined) return this.record(spec, 'standing', standing);
    if (this.interactive) this.pending.push({ ...spec, defaultValue: fallback });
    return this.record(spec, 'default', fallback);
  }

  private record<T>(spec: { key: string; kind: DecisionKind; decider: Owner }, source: DecisionSource, value: T): T {
    this.taken.push({ key: spec.key, kind: spec.kind, decider: spec.decider, source, value });
    return value;
  }
}

/** Validators for common decision values. */
export const asBoolean = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
export const oneOf =
  <T extends string>(...allowed: T[]) =>
  (v: unknown): T | null =>
    typeof v === 'string' && (allowed as string[]).includes(v) ? (v as T) : null;
export const asStringList = (v: unknown): string[] | null => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null);
