import { Badge, Group, Tooltip } from '@mantine/core';
import { phaseHappens } from '../../../../shared/ruleset';
import { GD_SEQUENCE } from '../../../../shared/rulesets/galactic-domination/ruleset';
import type { GdEvent } from '../../../../shared/rulesets/galactic-domination/turn/model';

/**
 * The turn's phases in order (GD §11.1), as far as the live run went: done, where it stands (the Exploration
 * Phase with its segment), still to come, or not in this turn (AA only at turn 4, D in turns 4–6).
 */
export function PhaseTrack({ turn, events, done, segment, segments }: { turn: number; events: readonly GdEvent[]; done: boolean; segment: number | null; segments: number }) {
  const last = events.at(-1);
  const order = GD_SEQUENCE.map((p) => p.id);
  const at = done ? order.length : last ? order.indexOf(last.phase) : -1;
  return (
    <Group gap={6} data-testid="phase-track" wrap="wrap">
      {GD_SEQUENCE.map((p, i) => {
        const happens = phaseHappens(p, turn);
        const state = !happens ? 'skipped' : i < at ? 'done' : i === at && !done ? 'current' : done ? 'done' : 'later';
        const label = p.id === 'G' && state === 'current' && segment !== null ? `G · segment ${segment}/${segments}` : p.id;
        return (
          <Tooltip key={p.id} label={`${p.title} (${p.rule})${happens ? '' : `: not in turn ${turn}`}`}>
            <Badge size="lg" variant={state === 'current' ? 'filled' : state === 'done' ? 'light' : 'outline'} color={state === 'skipped' ? 'gray' : state === 'done' ? 'teal' : 'blue'} style={state === 'skipped' ? { textDecoration: 'line-through', opacity: 0.5 } : undefined} data-state={state} data-phase={p.id}>
              {label}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}
