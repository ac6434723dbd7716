import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchBackend} from '@site/src/search/useSearch';
import type {DocHit} from '@site/src/search/types';
import styles from './styles.module.scss';

const MAX_PASSAGES = 5;

type State = {status: 'idle'} | {status: 'loading'} | {status: 'done'; hits: DocHit[]} | {status: 'error'};

function isModJ(event: KeyboardEvent): boolean {
  const isApple = /Mac|iPhone|iPad/.test(navigator.platform);
  return event.key.toLowerCase() === 'j' && (isApple ? event.metaKey : event.ctrlKey) && !event.altKey;
}

/**
 * "Ask the docs": a launcher at bottom right (Mod+J) that answers a question
 * with the best matching passages of the documentation, from the same search
 * backend as the navbar. It is search, not a generated answer, and says so.
 * When a hosted assistant is configured (CHAT_ASSISTANT_SCRIPT_URL), that
 * assistant brings its own launcher and this one stays away.
 */
export default function AskWidget(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const hostedAssistant = ((siteConfig.customFields?.outsideScripts ?? []) as {id: string}[]).some(
    (s) => s.id === 'chat-assistant',
  );
  const backend = useSearchBackend();
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState('');
  const [state, setState] = useState<State>({status: 'idle'});
  const inputRef = useRef<HTMLInputElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isModJ(event)) {
        event.preventDefault();
        setOpen((wasOpen) => !wasOpen);
      } else if (event.key === 'Escape' && open) {
        close();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const ask = async (event: React.FormEvent) => {
    event.preventDefault();
    const query = question.trim();
    if (!query) return;
    setState({status: 'loading'});
    try {
      const response = await backend.search({
        query,
        tags: ['default', 'docs-default-current'],
        hitsPerPage: 20,
        page: 0,
      });
      const passages = response.hits.filter((hit) => hit._snippetResult.content?.value).slice(0, MAX_PASSAGES);
      setState({status: 'done', hits: passages});
    } catch {
      setState({status: 'error'});
    }
  };

  if (hostedAssistant) return null;

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}>
        <span aria-hidden="true">?</span> <span className={styles.launcherText}>Ask the docs</span>
      </button>
      {open && (
        <section id={panelId} className={styles.panel} role="dialog" aria-labelledby={titleId}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              Ask the docs
            </h2>
            <button type="button" className={styles.close} onClick={close} aria-label="Close">
              ×
            </button>
          </header>
          <p className={styles.notice}>
            Answers here are passages found by searching the documentation, not generated text. Follow a link to read
            the whole page.
          </p>
          <form onSubmit={ask} className={styles.form}>
            <label htmlFor={`${panelId}-q`} className="sr-only">
              Your question
            </label>
            <input
              id={`${panelId}-q`}
              ref={inputRef}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              placeholder="How do I ingest from Snowflake?"
              className={styles.input}
            />
            <button type="submit" className="button button--primary button--sm">
              Ask
            </button>
          </form>
          <div role="status" aria-live="polite" className={styles.results}>
            {state.status === 'loading' && <p>Searching the documentation…</p>}
            {state.status === 'error' && <p>Search is not available right now. Try the search box at the top.</p>}
            {state.status === 'done' && state.hits.length === 0 && <p>No passage matches. Try other words.</p>}
            {state.status === 'done' && state.hits.length > 0 && (
              <>
                <p className={styles.label}>Search results</p>
                <ol className={styles.passages}>
                  {state.hits.map((hit) => (
                    <li key={hit.objectID}>
                      <Link to={hit.url} onClick={close} className={styles.passageLink}>
                        {[hit.hierarchy.lvl1, hit.hierarchy.lvl2].filter(Boolean).join(' › ')}
                      </Link>
                      <p dangerouslySetInnerHTML={{__html: hit._snippetResult.content!.value}} />
                    </li>
                  ))}
                </ol>
              </>
            )}
          </div>
        </section>
      )}
    </>
  );
}
