import React, {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  addItem,
  controlId,
  getIn,
  kindOf,
  pathKey,
  removeItem,
  updateIn,
  type Entry,
  type FormObject,
  type KeyedItem,
  type ListItem,
  type Path,
} from './model';
import type {BuilderField} from './types';
import {styles} from './styles';

/** What every field needs from the form: its values, how to change them, and which problems to show. */
export interface FieldContext {
  config: FormObject;
  setConfig: (change: (config: FormObject) => FormObject) => void;
  /** The problem to show on a control, if any (after the reader has left it, or asked for all). */
  errorFor: (key: string) => string | undefined;
  touch: (key: string) => void;
  /** Focuses an element by id once React has drawn the change that creates it. */
  focusSoon: (id: string) => void;
}

export const FieldsContext = createContext<FieldContext | null>(null);

function useFields(): FieldContext {
  const context = useContext(FieldsContext);
  if (!context) throw new Error('Field outside the recipe builder form');
  return context;
}

/** Paths of config fields start with "config"; the form's values start below it. */
const inConfig = (path: Path): Path => path.slice(1);

export function typeLabel(field: BuilderField): string {
  if (field.type === 'array') return `list of ${field.items}`;
  if (field.type === 'map') return `map of ${field.items}`;
  return field.type;
}

function defaultText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

/** Whether an object's fields are exactly regex allow and deny lists (the *_pattern fields). */
function isAllowDeny(field: BuilderField): boolean {
  const names = (field.fields ?? []).map((f) => f.name);
  return names.includes('allow') && names.includes('deny');
}

function linesHint(field: BuilderField, regexes: boolean): string {
  if (regexes) return 'One regular expression per line.';
  if (field.items === 'object') return 'One JSON object per line, such as {"name": "value"}.';
  if (field.items === 'any') return 'One item per line: text, a number, true or false, or JSON.';
  return 'One item per line.';
}

/** The description, the default and how to fill the control, read with the control. */
function Help({field, id, kind, parent}: {field: BuilderField; id: string; kind: string; parent?: BuilderField}) {
  const fallback = defaultText(field.default);
  const regexes = parent && isAllowDeny(parent) && (field.name === 'allow' || field.name === 'deny');
  return (
    <div id={id} className={styles.help}>
      <span className={styles.meta}>
        {typeLabel(field)}
        {fallback !== undefined && (
          <>
            {' · default '}
            <code>{fallback}</code>
          </>
        )}
      </span>{' '}
      {field.description}
      {kind === 'secret' && (
        <>
          {' '}
          <strong>Secret:</strong> enter the name of an environment variable that holds it; the recipe reads the value
          when it runs.
        </>
      )}
      {kind === 'lines' && <> {linesHint(field, Boolean(regexes))}</>}
      {kind === 'text' && field.type === 'any' && <> Text, a number, true or false, or JSON for a list or object.</>}
    </div>
  );
}

function ErrorText({id, error}: {id: string; error: string | undefined}) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/**
 * Required, secret and deprecated marks. On a control's label, required and secret are hidden from screen
 * readers, which hear them from aria-required and the help text instead of twice.
 */
function Badges({field, control = false}: {field: BuilderField; control?: boolean}) {
  const hidden = control ? true : undefined;
  return (
    <>
      {field.required && (
        <span className={clsx(styles.badge, styles.required)} aria-hidden={hidden}>
          required
        </span>
      )}
      {field.secret && (
        <span className={styles.badge} aria-hidden={hidden}>
          secret
        </span>
      )}
      {field.deprecated && <span className={styles.badge}>deprecated</span>}
    </>
  );
}

/** One field of the form, at a path under "config". */
export function Field({field, path, parent}: {field: BuilderField; path: Path; parent?: BuilderField}): ReactNode {
  const kind = kindOf(field);
  if (kind === 'object' || kind === 'list' || kind === 'keyed' || kind === 'entries')
    return <GroupField field={field} path={path} kind={kind} parent={parent} />;
  return <SimpleField field={field} path={path} kind={kind} parent={parent} />;
}

/** What every field control receives: the field, where its value sits, how it is edited, its parent. */
type FieldProps<Kind> = {field: BuilderField; path: Path; kind: Kind; parent?: BuilderField};

/** Fields edited by one control: a text box, a variable name, a list of choices, or lines. */
function SimpleField({field, path, kind, parent}: FieldProps<'text' | 'secret' | 'choice' | 'lines'>) {
  const {config, setConfig, errorFor, touch, focusSoon} = useFields();
  const key = pathKey(path);
  const id = controlId(path);
  const value = (getIn(config, inConfig(path)) as string | undefined) ?? '';
  const error = errorFor(key);
  // A field shows its problem once it has been changed. Not on leaving it: the message appearing would
  // move what is below while a button there is being pressed, and the press would be lost.
  const set = (next: string) => {
    setConfig((c) => updateIn(c, inConfig(path), () => next));
    touch(key);
  };
  const describedBy = clsx(error && `${id}-error`, `${id}-help`);
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required ? true : undefined,
  };

  let control: ReactNode;
  if (kind === 'choice') {
    const options = field.type === 'boolean' ? ['true', 'false'] : (field.allowedValues ?? []).map(String);
    const fallback = defaultText(field.default);
    control = (
      <select {...common} value={value} onChange={(event) => set(event.target.value)}>
        <option value="">{fallback !== undefined ? `Not set (default: ${fallback})` : 'Not set'}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'lines') {
    const lines = value.split('\n').length;
    control = (
      <textarea
        {...common}
        value={value}
        rows={Math.min(8, Math.max(2, lines + 1))}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        onChange={(event) => set(event.target.value)}
      />
    );
  } else {
    const input = (
      <input
        {...common}
        type="text"
        value={value}
        inputMode={field.type === 'integer' ? 'numeric' : field.type === 'number' ? 'decimal' : undefined}
        placeholder={kind === 'secret' ? field.env : undefined}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        // Password managers: this is a variable name, never a credential to fill in.
        data-1p-ignore={kind === 'secret' ? true : undefined}
        data-lpignore={kind === 'secret' ? 'true' : undefined}
        onChange={(event) => set(event.target.value)}
      />
    );
    control =
      kind === 'secret' ? (
        <span className={styles.secretRow}>
          <span className={styles.secretInput}>
            <span aria-hidden="true">{'${'}</span>
            {input}
            <span aria-hidden="true">{'}'}</span>
          </span>
          {!value && field.env && (
            <button
              type="button"
              className={clsx('button button--sm button--secondary', styles.small)}
              onClick={() => {
                set(field.env!);
                focusSoon(id);
              }}>
              Use <span className="sr-only">the variable </span>
              {field.env}
            </button>
          )}
        </span>
      ) : (
        input
      );
  }

  return (
    <div className={clsx(styles.field, error && styles.invalid)} data-field={key}>
      <label htmlFor={id} className={styles.label}>
        <code>{field.name}</code>
        <Badges field={field} control />
      </label>
      <Help field={field} id={`${id}-help`} kind={kind} parent={parent} />
      {control}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** Fields made of several controls: objects, lists and maps of objects, and key and value rows. */
function GroupField({field, path, kind, parent}: FieldProps<'object' | 'list' | 'keyed' | 'entries'>) {
  const {config, setConfig, errorFor, focusSoon} = useFields();
  const key = pathKey(path);
  const id = controlId(path);
  const error = errorFor(key);
  const value = getIn(config, inConfig(path));
  const nested = field.fields ?? [];

  const add = () => {
    const index = Array.isArray(value) ? value.length : 0;
    setConfig((c) => addItem(c, inConfig(path), kind as 'list' | 'keyed' | 'entries')[0]);
    // The first control of the new row or item.
    focusSoon(kind === 'list' ? controlId([...path, index, nested[0].name]) : controlId([...path, index, '$key']));
  };
  const remove = (index: number) => {
    setConfig((c) => removeItem(c, inConfig(path), index));
    focusSoon(`${id}-add`);
  };

  let body: ReactNode;
  if (kind === 'object') {
    body = nested.map((child) => <Field key={child.name} field={child} path={[...path, child.name]} parent={field} />);
  } else if (kind === 'entries') {
    const rows = (value as Entry[] | undefined) ?? [];
    const setRow = (index: number, part: 'key' | 'value', text: string) =>
      setConfig((c) =>
        updateIn(c, inConfig(path), (current) =>
          ((current as Entry[]) ?? []).map((row, i) => (i === index ? {...row, [part]: text} : row)),
        ),
      );
    body = rows.map((row, i) => (
      <div key={row.uid} className={styles.entry}>
        {(['key', 'value'] as const).map((part) => {
          const partId = controlId([...path, i, `$${part}`]);
          return (
            <span key={part} className={styles.entryPart}>
              <label htmlFor={partId}>
                {part === 'key' ? 'Key' : 'Value'}
                <span className="sr-only"> of row {i + 1}</span>
              </label>
              <input
                id={partId}
                type="text"
                value={row[part]}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                aria-describedby={clsx(error && `${id}-error`)}
                onChange={(event) => setRow(i, part, event.target.value)}
              />
            </span>
          );
        })}
        <RemoveButton onClick={() => remove(i)} label={`row ${i + 1}`} />
      </div>
    ));
  } else {
    const items = (value as (ListItem | KeyedItem)[] | undefined) ?? [];
    body = items.map((item, i) => (
      <fieldset key={item.uid} className={styles.item}>
        <legend>
          {kind === 'list' ? 'Item' : 'Entry'} {i + 1}
          <span className="sr-only"> of {field.name}</span>
        </legend>
        {kind === 'keyed' && <ItemKey path={[...path, i, '$key']} item={item as KeyedItem} />}
        {nested.map((child) => (
          <Field key={child.name} field={child} path={[...path, i, child.name]} parent={field} />
        ))}
        <RemoveButton onClick={() => remove(i)} label={`${kind === 'list' ? 'item' : 'entry'} ${i + 1}`} />
      </fieldset>
    ));
  }

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={clsx(
        styles.group,
        kind === 'object' && isAllowDeny(field) && styles.patterns,
        error && styles.invalid,
      )}
      aria-describedby={clsx(error && `${id}-error`, `${id}-help`)}
      data-field={key}>
      <legend className={styles.label}>
        <code>{field.name}</code>
        <Badges field={field} />
      </legend>
      <Help field={field} id={`${id}-help`} kind={kind} parent={parent} />
      {kind === 'entries' && field.type === 'object' && (
        <p className={styles.help}>Values are text, numbers, true or false, or JSON for lists and objects.</p>
      )}
      {body}
      {kind !== 'object' && (
        <button
          id={`${id}-add`}
          type="button"
          className={clsx('button button--sm button--secondary', styles.small)}
          onClick={add}>
          {kind === 'list' ? 'Add an item' : kind === 'keyed' ? 'Add an entry' : 'Add a row'}
          <span className="sr-only"> to {field.name}</span>
        </button>
      )}
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function RemoveButton({onClick, label}: {onClick: () => void; label: string}) {
  return (
    <button
      type="button"
      className={clsx('button button--sm button--outline button--secondary', styles.small)}
      onClick={onClick}>
      Remove<span className="sr-only"> {label}</span>
    </button>
  );
}

/** The key of an entry of a map of objects (a domain URN, a share name). */
function ItemKey({path, item}: {path: Path; item: KeyedItem}) {
  const {setConfig, errorFor, touch} = useFields();
  const key = pathKey(path);
  const id = controlId(path);
  const error = errorFor(key);
  const listPath = inConfig(path.slice(0, -2));
  const index = path[path.length - 2] as number;
  return (
    <div className={clsx(styles.field, error && styles.invalid)} data-field={key}>
      <label htmlFor={id} className={styles.label}>
        Key
        <span className={clsx(styles.badge, styles.required)} aria-hidden="true">
          required
        </span>
      </label>
      <input
        id={id}
        type="text"
        value={item.key}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(error && `${id}-error`)}
        onChange={(event) => {
          const text = event.target.value;
          touch(key);
          setConfig((c) =>
            updateIn(c, listPath, (current) =>
              ((current as KeyedItem[]) ?? []).map((it, i) => (i === index ? {...it, key: text} : it)),
            ),
          );
        }}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
