import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { MASTER, shownDocument } from '../../../../shared/rulesets/nova/reports/report-doc';
import type { NovaReportSource } from '../../../../shared/rulesets/nova/reports/report-rules';
import { getDb } from '../../../db/database';
import type { ReportsAsideProps } from '../../../features/reports/ReportsScreen';
import { setSitrepEdit } from '../db/report-edits';
import { SitrepItemList } from './SitrepItemList';

/** Beside an empire's packet: its sitrep items, each one click from the GM's own wording (kept with a committed turn). */
export function SitrepAside({ records, prepared, request, document }: ReportsAsideProps<NovaReportSource>) {
  const shown = useMemo(() => shownDocument(prepared, request.playerId ?? MASTER, request.kind === 'blank' ? 'blank' : 'packet', request.paper), [prepared, request]);
  if (document.audience !== 'player') return null;
  const saveEdit = async (index: number, text: string | null) => {
    if (!prepared.committed) return;
    try {
      await setSitrepEdit(getDb(), records.game.id, prepared.input.turn, shown.packet.empireId, index, text);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Edit not saved', message: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };
  return (
    <>
      {shown.unusedEdits.length > 0 && (
        <Alert color="yellow" title="Edits of items this packet does not have" data-testid="unused-edits">
          Item{shown.unusedEdits.length === 1 ? '' : 's'} {shown.unusedEdits.map((i) => i + 1).join(', ')} of this sitrep {shown.unusedEdits.length === 1 ? 'was' : 'were'} edited, but the packet has only {shown.engineItems.length} items: the edits are kept with the turn and not printed.
        </Alert>
      )}
      <SitrepItemList
        key={`${prepared.input.turn}/${shown.packet.empireId}`}
        items={shown.packet.sections.find((s) => s.kind === 'sitrep')?.items ?? []}
        engineItems={shown.engineItems}
        edits={shown.edits}
        editable={prepared.committed}
        onSave={saveEdit}
      />
    </>
  );
}
