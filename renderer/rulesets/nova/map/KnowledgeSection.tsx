import { Select, Stack, Text } from '@mantine/core';
import { command, type MapCommand } from '../../../../shared/rulesets/nova/map/commands';
import { asSystemKnowledge, KNOWLEDGE_MEANS, learnSystem, MEANS_LABEL, type KnowledgeMeans } from '../../../../shared/rulesets/nova/map/knowledge';
import type { MapModel } from '../../../../shared/rulesets/nova/map/model';
import type { NovaSystem } from '../../../../shared/rulesets/nova/records';

/**
 * What each empire knows of a system, and how (NOVA: 2.4), editable by the GM: the turn
 * engine writes it later; until then the GM marks systems explored, observed or jumped into.
 */
export function KnowledgeSection({ system, map, turn, run }: { system: NovaSystem; map: MapModel; turn: number; run(cmd: MapCommand): void }) {
  if (map.empires.length === 0) return null;
  const set = (empireId: string, how: KnowledgeMeans | null) => {
    const before = map.knowledge.find((k) => k.empireId === empireId && k.systemId === system.id) ?? null;
    const empire = map.empires.find((e) => e.id === empireId)?.name ?? empireId;
    if (how === null) {
      if (before) run(command(`${empire} forgets ${system.name}`, { knowledge: [{ before, after: null }] }));
      return;
    }
    const previous = before ? asSystemKnowledge(before) : null;
    // Lowering the means (explored → jumped) starts again from what the lower means shows.
    const keep = previous && KNOWLEDGE_MEANS.indexOf(how) >= KNOWLEDGE_MEANS.indexOf(previous.how) ? previous : null;
    const after = learnSystem(system, map.lines, empireId, how, turn, keep ? previous : null, how === 'jumped' ? previous?.warpPoints[0]?.letter : undefined);
    run(command(`${empire}: ${MEANS_LABEL[how].toLowerCase()} ${system.name}`, { knowledge: [{ before, after: keep ? after : { ...after, how } }] }));
  };
  return (
    <Stack gap={4} data-testid="knowledge-section">
      <Text size="sm" fw={600}>
        Known by
      </Text>
      {map.empires.map((empire) => {
        const record = map.knowledge.find((k) => k.empireId === empire.id && k.systemId === system.id);
        const typed = record ? asSystemKnowledge(record) : null;
        return (
          <Select
            key={empire.id}
            size="xs"
            label={empire.name}
            aria-label={`${empire.name} knows ${system.name}`}
            description={typed ? `seen turn ${typed.turn}${typed.name !== system.name ? `, as ${typed.name}` : ''}` : undefined}
            data={[{ value: '', label: 'Unknown' }, ...KNOWLEDGE_MEANS.map((m) => ({ value: m, label: MEANS_LABEL[m] }))]}
            value={typed?.how ?? ''}
            allowDeselect={false}
            onChange={(v) => set(empire.id, v ? (v as KnowledgeMeans) : null)}
          />
        );
      })}
    </Stack>
  );
}
