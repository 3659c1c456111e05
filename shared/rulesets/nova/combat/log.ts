/** The battle log: typed events, one per thing that happened, in the order it happened. */

export type BattleEventType =
  | 'setup'
  | 'scatter'
  | 'cycle'
  | 'probe'
  | 'move'
  | 'lossOfDetection'
  | 'echo'
  | 'decision'
  | 'attack'
  | 'damage'
  | 'destroyed'
  | 'blowUp'
  | 'critical'
  | 'shields'
  | 'jump'
  | 'end';

export interface BattleEvent {
  round: number;
  phase: string;
  type: BattleEventType;
  /** The event in words, as a GM reads it in the log. */
  text: string;
  shipId?: string;
  targetId?: string;
  data?: Record<string, unknown>;
}

export class EventLog {
  readonly events: BattleEvent[] = [];
  round = 0;
  phase = '';
  /** A quiet log keeps nothing (the odds preview needs only the outcome). */
  constructor(readonly quiet = false) {}
  add(type: BattleEventType, text: string, extra: Omit<BattleEvent, 'round' | 'phase' | 'type' | 'text'> = {}): void {
    if (this.quiet) return;
    this.events.push({ round: this.round, phase: this.phase, type, text, ...extra });
  }
}
