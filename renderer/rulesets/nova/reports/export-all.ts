/**
 * "Export all packets…" (issue 8): every empire's packet of the turn, with the GM's edits,
 * leak-checked first — the export refuses to start while any packet leaks (NOVA: 7.4) — then
 * written one by one with progress and a way to stop:
 * - desktop: the GM chooses a folder once, then one PDF per empire is printed into it through
 *   the print-to-PDF bridge, named `<game>-turn-<N>-<empire>.pdf` (a file of that name is replaced);
 * - browser: one print-ready HTML file per empire, downloaded (`<game>-turn-<N>-<empire>.html`);
 *   "Print all" then prints every packet as one document through the print dialog.
 */
import type { PacketInput } from '../../../../shared/rulesets/nova/reports/build-packet';
import { checkedEditedPackets, type ReportEdits } from '../../../../shared/rulesets/nova/reports/edits';
import { renderPacketHtml, renderPacketsHtml, type Paper } from '../../../../shared/rulesets/nova/reports/render-html';
import type { CheckedPacket } from '../../../../shared/rulesets/nova/reports/turn-source';
import type { Platform } from '../../../platform';
import { packetFileBase } from './report-files';

export interface ExportPlan {
  packets: CheckedPacket[];
  /** Packets that fail the leak check: the export does not start while there is one. */
  leaking: CheckedPacket[];
}

/** Every packet of the turn with the GM's edits and its leak check. */
export function planExport(input: PacketInput, edits: ReportEdits): ExportPlan {
  const packets = checkedEditedPackets(input, edits);
  return { packets, leaking: packets.filter((p) => p.leaks.length > 0) };
}

export interface ExportProgress {
  done: number;
  total: number;
  /** The empire being written now; null when finished. */
  current: string | null;
}

export interface ExportOutcome {
  /** The folder written into (desktop); null in the browser, where files go to the downloads. */
  folder: string | null;
  /** File names written (or handed to the browser's downloads). */
  written: string[];
  /** Stopped by the GM (Cancel) or by a dialog the GM cancelled; the empire it stopped at. */
  stoppedAt: string | null;
}

export interface ExportOptions {
  platform: Pick<Platform, 'kind' | 'printHtml' | 'saveTextFile' | 'chooseFolder'>;
  gameName: string;
  turn: number;
  paper: Paper;
  onProgress: (progress: ExportProgress) => void;
  /** Checked before each packet: true stops the export there. */
  cancelled: () => boolean;
}

/** Lets the screen paint the progress between two packets. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Writes every packet of the plan; refuses (throws) a plan with a leaking packet; null when the GM cancelled the folder dialog. */
export async function exportAll(plan: ExportPlan, options: ExportOptions): Promise<ExportOutcome | null> {
  if (plan.leaking.length > 0) throw new Error(`${plan.leaking.length} packet${plan.leaking.length === 1 ? '' : 's'} fail${plan.leaking.length === 1 ? 's' : ''} the leak check: nothing is exported`);
  const { platform, gameName, turn, paper, onProgress, cancelled } = options;
  const total = plan.packets.length;
  const written: string[] = [];
  const desktop = platform.kind === 'electron';
  const chosen = desktop ? await platform.chooseFolder({ title: `Choose the folder for the ${total} packets of turn ${turn}` }) : null;
  if (desktop && chosen === null) return null;
  const folder = chosen?.path ?? null;
  for (const [i, { packet }] of plan.packets.entries()) {
    onProgress({ done: i, total, current: packet.empireName });
    await nextFrame();
    if (cancelled()) return { folder, written, stoppedAt: packet.empireName };
    const base = packetFileBase(gameName, turn, packet.empireName);
    const html = renderPacketHtml(packet, { paper });
    const ok = chosen
      ? await platform.printHtml({ title: `The packet of ${packet.empireName} as PDF`, suggestedName: `${base}.pdf`, html, paper, folder: chosen.folder })
      : await platform.saveTextFile({ title: `Save the packet of ${packet.empireName}`, suggestedName: `${base}.html`, filters: [{ name: 'HTML document', extensions: ['html'] }], text: html });
    if (!ok) return { folder, written, stoppedAt: packet.empireName };
    written.push(`${base}.${chosen ? 'pdf' : 'html'}`);
  }
  onProgress({ done: total, total, current: null });
  return { folder, written, stoppedAt: null };
}

/** Every packet of the plan as one document, each packet starting on a new page with its own code. */
export function allPacketsHtml(plan: ExportPlan, paper: Paper): string {
  return renderPacketsHtml(
    plan.packets.map((p) => p.packet),
    { paper },
  );
}
