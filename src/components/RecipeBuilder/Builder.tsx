import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {Field, FieldsContext, type FieldContext} from './Fields';
import {controlId, countSet, emptyForm, pathKey, type FormObject, type FormState, type SinkType} from './model';
import {buildRecipe, ingestCommand, recipeFileName, type Problem} from './recipe';
import {forgetDraft, keepDraft, readDraft} from './draft';
import type {RecipeBuilderData} from './types';
import {BUILDER_CSS, styles} from './styles';

/**
 * The source's builder data, written by genDocs. A dynamic import of a per-source JSON module: the bundler
 * makes each file its own chunk, loaded when this runs, so a page carries none of it until the builder
 * opens, and one source's builder loads only that source's fields.
 */
function loadData(source: string): Promise<RecipeBuilderData> {
  return import(`../../data/generated/recipe-builder/${source}.json`).then(
    (module: {default: RecipeBuilderData}) => module.default,
  );
}

/** The builder, loaded by the launcher (./index.tsx) with React.lazy when a reader opens it. */
export default function Builder({source, onClose}: {source: string; onClose: () => void}): ReactNode {
  const [data, setData] = useState<RecipeBuilderData | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    loadData(source).then(
      (loaded) => live && setData(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [source, attempt]);

  let body: ReactNode;
  if (failed)
    body = (
      <p role="alert" className={styles.status}>
        The fields of this source could not be loaded. Check your connection, then{' '}
        <button type="button" className="button button--sm button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          try again
        </button>
      </p>
    );
  else if (!data)
    body = (
      <p role="status" className={styles.status}>
        Loading the fields of this source…
      </p>
    );
  else body = <Form data={data} onClose={onClose} />;
  return (
    <>
      {/* The builder's styles come with its code (see ./styles.ts); React puts them in the head, once. */}
      <style href="datahub-recipe-builder" precedence="default">
        {BUILDER_CSS}
      </style>
      {body}
    </>
  );
}

const SETTINGS_GROUP = 'recipe';

function Form({data, onClose}: {data: RecipeBuilderData; onClose: () => void}): ReactNode {
  const [state, setState] = useState<FormState>(() => emptyForm(data));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  // The first group open, and the one after it when the first holds the required fields.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(
    () => new Set(data.groups.slice(0, data.groups[0]?.id === 'required' ? 2 : 1).map((g) => g.id)),
  );
  const [message, setMessage] = useState('');
  const [draft, setDraft] = useState(() => readDraft(data));
  const [offerDraft, setOfferDraft] = useState(() => draft !== null);
  const heading = useRef<HTMLHeadingElement>(null);
  const output = useRef<HTMLHeadingElement>(null);
  const yamlBlock = useRef<HTMLPreElement>(null);

  const built = useMemo(() => buildRecipe(data, state), [data, state]);
  const problems = useMemo(() => {
    const byKey = new Map<string, string>();
    for (const problem of built.problems) if (!byKey.has(problem.key)) byKey.set(problem.key, problem.message);
    return byKey;
  }, [built]);
  const file = recipeFileName(data);
  const command = ingestCommand(data);

  // Focus moves to the builder when it has loaded, so keyboard and screen reader users land in it.
  useEffect(() => heading.current?.focus(), []);

  const focusSoon = useCallback((id: string) => {
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }, []);

  const context = useMemo<FieldContext>(
    () => ({
      config: state.config,
      setConfig: (change: (config: FormObject) => FormObject) => setState((s) => ({...s, config: change(s.config)})),
      errorFor: (key) => (showAll || touched.has(key) ? problems.get(key) : undefined),
      touch: (key) => setTouched((t) => (t.has(key) ? t : new Set([...t, key]))),
      focusSoon,
    }),
    [state.config, showAll, touched, problems, focusSoon],
  );

  const announce = (text: string) => {
    // Cleared first, so the same words said twice are announced twice.
    setMessage('');
    requestAnimationFrame(() => setMessage(text));
  };
  const problemNote = () =>
    built.problems.length === 0
      ? ''
      : ` It still has ${built.problems.length === 1 ? 'one problem' : `${built.problems.length} problems`} to fix, shown on the fields.`;

  const setGroupOpen = (id: string, open: boolean) =>
    setOpenGroups((groups) => {
      if (groups.has(id) === open) return groups;
      const next = new Set(groups);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Opens the group of a problem's field and focuses the field. */
  const jumpTo = (problem: Problem) => {
    const [root, name] = problem.path;
    const group =
      root === 'config' ? data.groups.find((g) => g.fields.some((f) => f.name === name))?.id : SETTINGS_GROUP;
    if (group) setGroupOpen(group, true);
    setTouched((t) => new Set([...t, problem.key]));
    focusSoon(controlId(problem.path));
  };

  const copy = async () => {
    setShowAll(true);
    try {
      await navigator.clipboard.writeText(built.yaml);
      announce(`Recipe copied.${problemNote()}`);
    } catch {
      // Clipboard refused (permissions, an old browser): select the text so the reader can copy it.
      const selection = window.getSelection();
      if (yamlBlock.current && selection) {
        selection.selectAllChildren(yamlBlock.current);
        announce('Copying was refused by the browser. The recipe is selected: press Ctrl+C or Command+C to copy it.');
      }
    }
  };

  const download = () => {
    setShowAll(true);
    const url = URL.createObjectURL(new Blob([built.yaml], {type: 'application/yaml'}));
    const link = document.createElement('a');
    link.href = url;
    link.download = file;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    announce(`Recipe downloaded as ${file}.${problemNote()}`);
  };

  const keep = () => {
    if (keepDraft(data, state)) {
      setDraft(readDraft(data));
      setOfferDraft(false);
      announce('Draft kept in this browser. Secrets are kept as variable names only.');
    } else announce('This browser does not allow keeping a draft (storage is turned off or full).');
  };
  const forget = () => {
    forgetDraft(data);
    setDraft(null);
    setOfferDraft(false);
    announce('The kept draft is removed from this browser.');
  };
  const restore = () => {
    if (draft) {
      setState(draft.state);
      setTouched(new Set());
      setOfferDraft(false);
      announce('Draft restored.');
      heading.current?.focus();
    }
  };

  const settingsSet = [state.pipelineName.trim(), state.sink !== 'datahub-rest'].filter(Boolean).length;
  const problemCount = (keys: (key: string) => boolean) => built.problems.filter((p) => keys(p.key)).length;

  return (
    <section className={styles.builder} aria-labelledby={`${controlId(['builder'])}-title`}>
      <div className={styles.header}>
        <h3 id={`${controlId(['builder'])}-title`} ref={heading} tabIndex={-1} data-builder-heading>
          Build a recipe for {data.name}
        </h3>
        <button type="button" className="button button--sm button--secondary" onClick={onClose}>
          Close<span className="sr-only"> the recipe builder</span>
        </button>
      </div>
      <p className={styles.intro}>
        Required fields come first; open a group to set more. The recipe follows what you type. Nothing you type is sent
        anywhere or stored, unless you keep a draft in this browser. Secrets are written as <code>{'${VARIABLE}'}</code>{' '}
        references to environment variables, never as values.
      </p>
      {offerDraft && draft && (
        <div className={styles.draftOffer} role="region" aria-label="Kept draft">
          <p>You kept a draft of this recipe on {draft.savedAt.toLocaleString()}.</p>
          <button type="button" className="button button--sm button--primary" onClick={restore}>
            Restore the draft
          </button>{' '}
          <button type="button" className="button button--sm button--secondary" onClick={forget}>
            Forget it
          </button>
        </div>
      )}
      <button
        type="button"
        className={clsx('button button--link button--sm', styles.skip)}
        onClick={() => output.current?.focus()}>
        Go to the recipe
      </button>
      <div className={styles.layout}>
        <form
          className={styles.form}
          aria-label={`Fields of the ${data.name} source`}
          onSubmit={(e) => e.preventDefault()}>
          <FieldsContext.Provider value={context}>
            {data.groups.map((group) => {
              const count = problemCount((key) =>
                group.fields.some((f) => key === `config.${f.name}` || key.startsWith(`config.${f.name}.`)),
              );
              return (
                <details
                  key={group.id}
                  className={styles.section}
                  open={openGroups.has(group.id)}
                  onToggle={(event) => setGroupOpen(group.id, event.currentTarget.open)}
                  data-group={group.id}>
                  <summary>
                    <span className={styles.sectionTitle}>{group.label}</span>
                    <span className={styles.sectionCount}>
                      {countSet(group.fields, state.config)} of {group.fields.length} set
                      {count > 0 && (
                        <span className={styles.sectionProblems}>
                          , {count} {count === 1 ? 'problem' : 'problems'}
                        </span>
                      )}
                    </span>
                  </summary>
                  <div className={styles.sectionBody}>
                    {group.fields.map((field) => (
                      <Field key={field.name} field={field} path={['config', field.name]} />
                    ))}
                  </div>
                </details>
              );
            })}
            <details
              className={styles.section}
              open={openGroups.has(SETTINGS_GROUP)}
              onToggle={(event) => setGroupOpen(SETTINGS_GROUP, event.currentTarget.open)}
              data-group={SETTINGS_GROUP}>
              <summary>
                <span className={styles.sectionTitle}>Pipeline and sink</span>
                <span className={styles.sectionCount}>
                  {settingsSet} of 2 changed
                  {problemCount((key) => !key.startsWith('config.')) > 0 && (
                    <span className={styles.sectionProblems}>
                      , {problemCount((key) => !key.startsWith('config.'))} to fix
                    </span>
                  )}
                </span>
              </summary>
              <div className={styles.sectionBody}>
                <Settings state={state} setState={setState} context={context} />
              </div>
            </details>
          </FieldsContext.Provider>
        </form>
        <div className={styles.output}>
          <h4 id={controlId(['output'])} ref={output} tabIndex={-1}>
            Your recipe: <code>{file}</code>
          </h4>
          {built.problems.length === 0 ? (
            <p className={styles.ok}>No problems: every required field is set and every value fits its type.</p>
          ) : (
            <div className={styles.problems}>
              <p>
                {built.problems.length === 1 ? 'One problem' : `${built.problems.length} problems`} to fix; values with
                a problem are left out of the recipe:
              </p>
              <ul>
                {built.problems.map((problem) => (
                  <li key={problem.key}>
                    <button type="button" className={styles.jump} onClick={() => jumpTo(problem)}>
                      {problem.label}
                    </button>
                    : {problem.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {/* A region, so the scrollable block can take focus and is named by the heading. */}
          <pre
            ref={yamlBlock}
            className={styles.yaml}
            tabIndex={0}
            role="region"
            aria-labelledby={controlId(['output'])}
            data-testid="recipe-yaml">
            <code>{built.yaml}</code>
          </pre>
          <div className={styles.actions}>
            <button type="button" className="button button--primary button--sm" onClick={copy}>
              Copy the recipe
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={download}>
              Download {file}
            </button>
          </div>
          <p className={styles.run}>
            Run it with the DataHub CLI, installed with <code>pip install &apos;acryl-datahub[{data.extra}]&apos;</code>
            :
          </p>
          <pre className={styles.command}>
            <code>{command}</code>
          </pre>
          {built.variables.length > 0 && (
            <p className={styles.help}>
              Set these environment variables first:{' '}
              {built.variables.map((name, i) => (
                <React.Fragment key={name}>
                  {i > 0 && ', '}
                  <code>{name}</code>
                </React.Fragment>
              ))}
              .
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className="button button--outline button--secondary button--sm" onClick={keep}>
              {draft ? 'Update the kept draft' : 'Keep a draft in this browser'}
            </button>
            {draft && (
              <button type="button" className="button button--outline button--secondary button--sm" onClick={forget}>
                Forget the draft
              </button>
            )}
          </div>
          <p role="status" className={styles.message}>
            {message}
          </p>
        </div>
      </div>
    </section>
  );
}

/** pipeline_name and the sink: parts of the recipe outside source.config. */
function Settings({
  state,
  setState,
  context,
}: {
  state: FormState;
  setState: React.Dispatch<React.SetStateAction<FormState>>;
  context: FieldContext;
}): ReactNode {
  const nameKey = pathKey(['pipeline_name']);
  const nameId = controlId(['pipeline_name']);
  const nameError = context.errorFor(nameKey);
  const sinkId = controlId(['sink', 'type']);
  const fileKey = pathKey(['sink', 'filename']);
  const fileId = controlId(['sink', 'filename']);
  const fileError = context.errorFor(fileKey);
  return (
    <>
      <div className={clsx(styles.field, nameError && styles.invalid)} data-field={nameKey}>
        <label htmlFor={nameId} className={styles.label}>
          <code>pipeline_name</code>
        </label>
        <div id={`${nameId}-help`} className={styles.help}>
          A name for this ingestion pipeline, the same on every run. Stateful ingestion needs it to find the state of
          the last run.
        </div>
        <input
          id={nameId}
          type="text"
          value={state.pipelineName}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={clsx(nameError && `${nameId}-error`, `${nameId}-help`)}
          onChange={(event) => {
            const text = event.target.value;
            context.touch(nameKey);
            setState((s) => ({...s, pipelineName: text}));
          }}
        />
        {nameError && (
          <p id={`${nameId}-error`} className={styles.error}>
            {nameError}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={sinkId} className={styles.label}>
          Sink
        </label>
        <div id={`${sinkId}-help`} className={styles.help}>
          Where the metadata goes. <code>datahub-rest</code> sends it to DataHub at <code>{'${DATAHUB_GMS_URL}'}</code>{' '}
          with the token in <code>{'${DATAHUB_GMS_TOKEN}'}</code>; <code>file</code> writes it to a JSON file.
        </div>
        <select
          id={sinkId}
          value={state.sink}
          aria-describedby={`${sinkId}-help`}
          onChange={(event) => setState((s) => ({...s, sink: event.target.value as SinkType}))}>
          <option value="datahub-rest">datahub-rest</option>
          <option value="file">file</option>
        </select>
      </div>
      {state.sink === 'file' && (
        <div className={clsx(styles.field, fileError && styles.invalid)} data-field={fileKey}>
          <label htmlFor={fileId} className={styles.label}>
            <code>filename</code> <span className={clsx(styles.badge, styles.required)}>required</span>
          </label>
          <input
            id={fileId}
            type="text"
            value={state.sinkFile}
            spellCheck={false}
            autoComplete="off"
            aria-required
            aria-invalid={fileError ? true : undefined}
            aria-describedby={clsx(fileError && `${fileId}-error`)}
            onChange={(event) => {
              const text = event.target.value;
              context.touch(fileKey);
              setState((s) => ({...s, sinkFile: text}));
            }}
          />
          {fileError && (
            <p id={`${fileId}-error`} className={styles.error}>
              {fileError}
            </p>
          )}
        </div>
      )}
    </>
  );
}
