import type { Empire } from '../../../../shared/model/entities';
import { NOVA_TYPED_SHEETS } from '../../../../shared/rulesets/nova/orders/order-sheet';
import { NOVA } from '../../../../shared/rulesets/nova/ruleset';
import { getDb } from '../../../db/database';
import { TypedImportModal, type ImportSource } from '../../../features/orders/TypedImportModal';
import { importTypedOrders, newLineId } from '../db/orders';

export type { ImportSource };

/**
 * Typed NOVA orders for one empire or several (split at `EMPIRE:` lines) in the shared
 * import dialog, stored as rows after each empire's existing rows, with the whole text.
 */
export function ImportModal(props: { gameId: string; turn: number; empires: readonly Empire[]; currentEmpireId: string | null; source: ImportSource; onClose: () => void; onDone: () => void }) {
  return (
    <TypedImportModal
      typed={NOVA_TYPED_SHEETS}
      player={NOVA.player}
      players={props.empires}
      currentPlayerId={props.currentEmpireId}
      turn={props.turn}
      source={props.source}
      newId={newLineId}
      store={(parts) => importTypedOrders(getDb(), props.gameId, props.turn, parts.map(({ playerId, ...part }) => ({ empireId: playerId, ...part })))}
      onClose={props.onClose}
      onDone={props.onDone}
    />
  );
}
