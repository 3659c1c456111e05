import type { Empire } from '../../../../shared/model/entities';
import { NOVA_TYPED_SHEETS } from '../../../../shared/rulesets/nova/orders/order-sheet';
import { NOVA } from '../../../../shared/rulesets/nova/ruleset';
import { getDb } from '../../../db/database';
import { TypedImportModal, type ImportSource } from '../../../features/orders/TypedImportModal';
import { ordersScope, recordSheetsStep } from '../../../features/orders/useLineHistory';
import { importTypedOrders, newLineId } from '../db/orders';

export type { ImportSource };

/**
 * Typed NOVA orders for one empire or several (split at `EMPIRE:` lines) in the shared
 * import dialog: each sheet replaces an empire's rows or goes after them, with the whole text,
 * and the import is one step of the Orders screen's undo history.
 */
export function ImportModal(props: { gameId: string; turn: number; empires: readonly Empire[]; currentEmpireId: string | null; existingRows: Readonly<Record<string, number>>; source: ImportSource; onClose: () => void; onDone: () => void }) {
  return (
    <TypedImportModal
      typed={NOVA_TYPED_SHEETS}
      player={NOVA.player}
      players={props.empires}
      currentPlayerId={props.currentEmpireId}
      existingRows={props.existingRows}
      turn={props.turn}
      source={props.source}
      newId={newLineId}
      store={async (parts) => {
        const changed = await importTypedOrders(getDb(), props.gameId, props.turn, parts.map(({ playerId, ...part }) => ({ empireId: playerId, ...part })));
        recordSheetsStep(ordersScope(props.gameId, props.turn), { label: `Import of ${props.source.name}`, ...changed });
      }}
      onClose={props.onClose}
      onDone={props.onDone}
    />
  );
}
