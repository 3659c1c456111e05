/**
 * Turns a settings schema (a zod object whose fields all have defaults) into the fields
 * a settings screen shows: label, help, control kind, choices or bounds, and default.
 * Labels and help come from each field's `.meta({ title, description })`; a field
 * without them is shown by its key.
 */
import { z } from 'zod';

export type SettingField =
  | { key: string; label: string; help: string; kind: 'boolean'; default: boolean }
  | { key: string; label: string; help: string; kind: 'choice'; choices: string[]; default: string }
  | { key: string; label: string; help: string; kind: 'number'; integer: boolean; min: number | null; max: number | null; default: number }
  /** Anything else (lists, records): edited as JSON, checked by the schema. */
  | { key: string; label: string; help: string; kind: 'json'; default: unknown };

/** "wcUpgradeUsesNextMultiplier" → "Wc upgrade uses next multiplier". */
export function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface FieldMeta {
  title?: string;
  description?: string;
}

export function describeSettings(schema: z.ZodObject): SettingField[] {
  return Object.entries(schema.shape).map(([key, field]) => describeField(key, field as z.ZodType));
}

function describeField(key: string, field: z.ZodType): SettingField {
  const meta = (field.meta() ?? {}) as FieldMeta;
  let inner: z.ZodType = field;
  let fallback: unknown;
  if (inner instanceof z.ZodDefault) {
    fallback = inner.def.defaultValue;
    inner = inner.def.innerType as z.ZodType;
  }
  const innerMeta = (inner.meta() ?? {}) as FieldMeta;
  const label = meta.title ?? innerMeta.title ?? humanise(key);
  const help = meta.description ?? innerMeta.description ?? '';
  if (inner instanceof z.ZodBoolean) return { key, label, help, kind: 'boolean', default: Boolean(fallback) };
  if (inner instanceof z.ZodEnum) return { key, label, help, kind: 'choice', choices: inner.options.map(String), default: String(fallback) };
  if (inner instanceof z.ZodNumber) {
    return { key, label, help, kind: 'number', integer: inner.isInt === true, min: finite(inner.minValue), max: finite(inner.maxValue), default: Number(fallback) };
  }
  return { key, label, help, kind: 'json', default: fallback };
}

function finite(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : null;
}
