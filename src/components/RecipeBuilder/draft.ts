/**
 * Drafts: the form kept in the browser's localStorage, only when the reader asks for it ("Keep a draft")
 * and removed when they forget it. A draft holds what the form holds, except anything typed in a secret
 * field that is not a variable name. Reading one back keeps only values that fit today's fields, so a
 * draft from before a data change cannot break the form.
 */
import {
  emptyForm,
  kindOf,
  nextUid,
  type Entry,
  type FormObject,
  type FormState,
  type KeyedItem,
  type ListItem,
} from './model';
import {secretReference} from './recipe';
import type {BuilderField, RecipeBuilderData} from './types';

export const DRAFT_VERSION = 1;

export function draftKey(sourceId: string): string {
  return `datahub-docs:recipe-draft:${sourceId}`;
}

export interface Draft {
  version: typeof DRAFT_VERSION;
  /** When it was kept, as an ISO date. */
  savedAt: string;
  state: FormState;
}

/** The object's values with what must not be stored left out (secrets that are not variable names). */
function storable(fields: readonly BuilderField[], values: FormObject): FormObject {
  const out: FormObject = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    const kind = kindOf(field);
    if (kind === 'secret') {
      if (typeof value === 'string' && secretReference(value) !== null) out[field.name] = value.trim();
    } else if (kind === 'object') out[field.name] = storable(field.fields ?? [], value as FormObject);
    else if (kind === 'list')
      out[field.name] = (value as ListItem[]).map((item) => ({
        ...item,
        value: storable(field.fields ?? [], item.value),
      }));
    else if (kind === 'keyed')
      out[field.name] = (value as KeyedItem[]).map((item) => ({
        ...item,
        value: storable(field.fields ?? [], item.value),
      }));
    else out[field.name] = value;
  }
  return out;
}

export function serializeDraft(data: RecipeBuilderData, state: FormState, now: Date = new Date()): string {
  const fields = data.groups.flatMap((group) => group.fields);
  const draft: Draft = {
    version: DRAFT_VERSION,
    savedAt: now.toISOString(),
    state: {...state, config: storable(fields, state.config)},
  };
  return JSON.stringify(draft);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The values of a stored object that fit the fields; anything else is dropped. */
function restore(fields: readonly BuilderField[], stored: unknown): FormObject {
  const out: FormObject = {};
  if (!isRecord(stored)) return out;
  for (const field of fields) {
    const value = stored[field.name];
    if (value === undefined) continue;
    const kind = kindOf(field);
    const nested = field.fields ?? [];
    if (kind === 'text' || kind === 'lines') {
      if (typeof value === 'string') out[field.name] = value;
    } else if (kind === 'secret') {
      if (typeof value === 'string' && secretReference(value) !== null) out[field.name] = value;
    } else if (kind === 'choice') {
      const allowed = field.type === 'boolean' ? ['true', 'false'] : (field.allowedValues ?? []).map(String);
      if (typeof value === 'string' && allowed.includes(value)) out[field.name] = value;
    } else if (kind === 'object') {
      out[field.name] = restore(nested, value);
    } else if (Array.isArray(value)) {
      const rows = value.filter(isRecord);
      if (kind === 'entries')
        out[field.name] = rows.map(
          (row): Entry => ({uid: nextUid(), key: text(row.key) ?? '', value: text(row.value) ?? ''}),
        );
      else if (kind === 'list')
        out[field.name] = rows.map((row): ListItem => ({uid: nextUid(), value: restore(nested, row.value)}));
      else
        out[field.name] = rows.map(
          (row): KeyedItem => ({uid: nextUid(), key: text(row.key) ?? '', value: restore(nested, row.value)}),
        );
    }
  }
  return out;
}

/** A kept draft read back, or null when there is none or it cannot be read. */
export function parseDraft(data: RecipeBuilderData, stored: string | null): {state: FormState; savedAt: Date} | null {
  if (!stored) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== DRAFT_VERSION || !isRecord(parsed.state)) return null;
  const saved = parsed.state;
  const fields = data.groups.flatMap((group) => group.fields);
  const empty = emptyForm(data);
  const savedAt = new Date(text(parsed.savedAt) ?? '');
  return {
    state: {
      config: restore(fields, saved.config),
      pipelineName: text(saved.pipelineName) ?? '',
      sink: saved.sink === 'file' ? 'file' : 'datahub-rest',
      sinkFile: text(saved.sinkFile) ?? empty.sinkFile,
    },
    savedAt: Number.isNaN(savedAt.getTime()) ? new Date(0) : savedAt,
  };
}

/** localStorage, or null where it is missing or refused (private modes, storage turned off). */
function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readDraft(data: RecipeBuilderData): {state: FormState; savedAt: Date} | null {
  try {
    return parseDraft(data, storage()?.getItem(draftKey(data.id)) ?? null);
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the browser refuses (storage full or turned off). */
export function keepDraft(data: RecipeBuilderData, state: FormState): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(draftKey(data.id), serializeDraft(data, state));
    return true;
  } catch {
    return false;
  }
}

export function forgetDraft(data: RecipeBuilderData): void {
  try {
    storage()?.removeItem(draftKey(data.id));
  } catch {
    // Nothing kept, or storage turned off: nothing to forget.
  }
}
