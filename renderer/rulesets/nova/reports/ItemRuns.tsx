import type { Run, SitrepItem } from '../../../../shared/rulesets/nova/reports/packet-model';

function runNode(r: Run, key: number) {
  if (r.kind === 'warp') return r.underline ? <u key={key}>{r.letter}</u> : r.letter;
  if (r.kind === 'text' && r.underline) return <u key={key}>{r.text}</u>;
  return r.text;
}

/** An item's runs as the print shows them: the return warp letter underlined (NOVA: 7.3). */
export function ItemRuns({ item }: { item: SitrepItem }) {
  return <>{item.runs.map(runNode)}</>;
}
