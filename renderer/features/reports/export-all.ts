/**
 * "Export all …" of the Reports screen: every player's document of the turn (the ruleset's
 * first kind), leak-checked first — the export refuses to start while any document leaks —
 * then written one by one with progress and a way to stop:
 * - desktop: the GM chooses a folder once, then one PDF per player is printed into it through
 *   the print-to-PDF bridge, named `<game>-<code>-<player>.pdf` (shared/print/file-names.ts): one
 *   file per player whatever the names; a file already there is kept and the new one numbered;
 * - browser: one print-ready HTML file per player, downloaded (`<game>-<code>-<player>.html`);
 *   "Print all" then prints every document as one through the print dialog.
 */
import { uniqueFileNames } from '../../../shared/print/file-names';
import type { Paper } from '../../../shared/print/paper';
import type { ReportDocument, ReportRules } from '../../../shared/ruleset';
import type { Platform } from '../../platform';

export interface ExportPlan {
  documents: ReportDocument[];
  /** Documents that fail the leak check: the export does not start while there is one. */
  leaking: ReportDocument[];
}

/** Every player's document of the turn with its leak check. */
export function planExport<P>(reports: ReportRules<P>, prepared: P, paper: Paper): ExportPlan {
  const kind = reports.kinds[0]?.id ?? '';
  const documents = reports.players(prepared).map((p) => reports.document(prepared, { kind, playerId: p.id, paper }));
  return { documents, leaking: documents.filter((d) => (d.leaks?.length ?? 0) > 0) };
}

export interface ExportProgress {
  done: number;
  total: number;
  /** The player being written now; null when finished. */
  current: string | null;
}

export interface ExportOutcome {
  /** The folder written into (desktop); null in the browser, where files go to the downloads. */
  folder: string | null;
  /** File names written (or handed to the browser's downloads), one per document. */
  written: string[];
  /** Stopped by the GM (Cancel) or by a dialog the GM cancelled; the player it stopped at. */
  stoppedAt: string | null;
}

export interface ExportOptions {
  platform: Pick<Platform, 'kind' | 'printHtml' | 'saveTextFile' | 'chooseFolder'>;
  turn: number;
  paper: Paper;
  /** What a document is called, singular and plural ("packet", "packets"). */
  noun: { one: string; many: string };
  onProgress: (progress: ExportProgress) => void;
  /** Checked before each document: true stops the export there. */
  cancelled: () => boolean;
}

/** Lets the screen paint the progress between two documents. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Writes every document of the plan; refuses (throws) a plan with a leaking document; null when the GM cancelled the folder dialog. */
export async function exportAll(plan: ExportPlan, options: ExportOptions): Promise<ExportOutcome | null> {
  const { platform, turn, paper, noun, onProgress, cancelled } = options;
  const { many } = noun;
  if (plan.leaking.length > 0) throw new Error(`${plan.leaking.length} ${plan.leaking.length === 1 ? `${noun.one} fails` : `${many} fail`} the leak check: nothing is exported`);
  const total = plan.documents.length;
  const written: string[] = [];
  const desktop = platform.kind === 'electron';
  const chosen = desktop ? await platform.chooseFolder({ title: `Choose the folder for the ${total} ${many} of turn ${turn}` }) : null;
  if (desktop && chosen === null) return null;
  const folder = chosen?.path ?? null;
  // Distinct by construction (the packet code is in each name); made distinct again for safety.
  const names = uniqueFileNames(plan.documents.map((d) => `${d.fileBase}.${chosen ? 'pdf' : 'html'}`));
  for (const [i, doc] of plan.documents.entries()) {
    const name = names[i] as string;
    onProgress({ done: i, total, current: doc.name });
    await nextFrame();
    if (cancelled()) return { folder, written, stoppedAt: doc.name };
    const ok = chosen
      ? await platform.printHtml({ title: `${doc.name} as PDF`, suggestedName: name, html: doc.html, paper, folder: chosen.folder })
      : await platform.saveTextFile({ title: `Save the document of ${doc.name}`, suggestedName: name, filters: [{ name: 'HTML document', extensions: ['html'] }], text: doc.html });
    if (!ok) return { folder, written, stoppedAt: doc.name };
    // The desktop says where it wrote: another name when a file of this name was already there.
    written.push(typeof ok === 'string' ? (ok.split(/[\\/]/).pop() ?? name) : name);
  }
  onProgress({ done: total, total, current: null });
  return { folder, written, stoppedAt: null };
}
