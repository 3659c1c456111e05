import { Badge, Button, Grid, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { computeDesign } from '../../../../shared/rulesets/nova/design';
import { checkDesign } from '../../../../shared/rulesets/nova/design-check';
import { novaDesignSchema } from '../../../../shared/rulesets/nova/design-model';
import { getDb } from '../../../db/database';
import { addDesign, deleteDesign, type NovaDesignRecord } from '../db/designs';
import { DesignSheet } from './DesignSheet';
import { goEmpire } from './empire-route';
import { PasteDesignBox } from './PasteDesignBox';
import type { EmpireData } from './useEmpireData';

/** The empire's ship and missile designs: a list, the selected design's sheet, and a box to paste designs. */
export function DesignsPanel({ game, data, designId }: { game: Game; data: EmpireData; designId: string | null }) {
  const db = getDb();
  const [pasting, setPasting] = useState(data.designs.length === 0);
  const selected = data.designs.find((d) => d.id === designId) ?? data.designs[0];
  const open = (id: string) => goEmpire(game.id, { empireId: data.empire.id, page: 'designs', designId: id });

  const create = async (kind: 'ship' | 'missile') => {
    const nova = novaDesignSchema.parse(kind === 'ship' ? { components: [{ code: 'IE', count: 1, level: 1 }] } : { missile: { md: 1, ma: 10, mr: 1 } });
    open(await addDesign(db, game.id, data.empire.id, kind, kind === 'ship' ? `New class ${data.designs.length + 1}` : `Mark ${data.designs.filter((d) => d.kind === 'missile').length + 1}`, nova));
  };
  const redesign = async (parent: NovaDesignRecord) => {
    const nova = novaDesignSchema.parse({ components: parent.nova.components, intangibles: parent.nova.intangibles, parentId: parent.id });
    open(await addDesign(db, game.id, data.empire.id, 'ship', `${parent.name} Mk2`, nova));
  };
  const remove = (design: NovaDesignRecord) =>
    modals.openConfirmModal({
      title: `Delete “${design.name}”?`,
      children: <Text size="sm">The design and the pregame ships bought of it are deleted. Redesigns of it keep their components and lose the link.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteDesign(db, game.id, design.id),
    });

  return (
    <Stack>
      <Group className="no-print">
        <Button size="xs" onClick={() => void create('ship')} data-testid="new-ship-design">
          New ship design
        </Button>
        <Button size="xs" variant="default" onClick={() => void create('missile')}>
          New missile design
        </Button>
        <Button size="xs" variant="default" onClick={() => setPasting(true)} data-testid="open-paste-design">
          Paste design text…
        </Button>
        {selected && selected.kind === 'ship' && (
          <Button size="xs" variant="default" onClick={() => void redesign(selected)} title="A redesign (RSD) may improve EW, FC, FA, FD, HF, LT, OS, SN, SS, SI only">
            Redesign “{selected.name}”
          </Button>
        )}
        {selected && (
          <Button size="xs" variant="light" color="red" onClick={() => remove(selected)}>
            Delete “{selected.name}”…
          </Button>
        )}
      </Group>
      {pasting && <PasteDesignBox game={game} data={data} onClose={() => setPasting(false)} onAdded={(ids) => { setPasting(false); if (ids[0]) open(ids[0]); }} />}
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ScrollArea.Autosize mah={700}>
            {data.designs.length === 0 && <Text c="dimmed">No designs yet.</Text>}
            {data.designs.map((d) => {
              const f = computeDesign(d, data.options, data.nova.tech);
              const errors = checkDesign(d, data.nova.tech, data.options).filter((p) => p.severity === 'error').length;
              return (
                <NavLink
                  key={d.id}
                  active={d.id === selected?.id}
                  label={d.name}
                  description={d.kind === 'missile' ? `missile · size ${f.ssz}` : `${f.category.abbr} · SSZ ${f.ssz} · ${f.cost} MCr · ${f.tp} TP${d.nova.parentId ? ' · RSD' : ''}`}
                  rightSection={errors > 0 ? <Badge color="red" size="sm">{errors}</Badge> : undefined}
                  onClick={() => open(d.id)}
                  data-testid="design-list-item"
                />
              );
            })}
          </ScrollArea.Autosize>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>{selected && <DesignSheet key={selected.id} game={game} data={data} record={selected} />}</Grid.Col>
      </Grid>
    </Stack>
  );
}
