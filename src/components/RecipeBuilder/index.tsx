import React, {Component, Suspense, lazy, useRef, useState, type ReactNode} from 'react';

/**
 * "Build a recipe" on an ingestion source page (genDocs writes `<RecipeBuilder source="id" />` after the
 * starter recipe). This launcher is all the page itself carries: a button, styled with the theme's own
 * classes (a CSS module would go into the stylesheet every page loads). The builder's code (./Builder and
 * what it imports, its styles included) and the source's field data (src/data/generated/recipe-builder/
 * <id>.json) load only when a reader opens it, through import(): the bundler puts them in chunks of their
 * own that the page's HTML does not list. Keep every import of this file other than React dynamic
 * (tests/unit/recipe-builder-loading.test.ts).
 */
const loadBuilder = () => import('./Builder');

export default function RecipeBuilder({source}: {source: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so "try again" after a failed load loads again.
  const [Builder, setBuilder] = useState(() => lazy(loadBuilder));
  const toggle = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const regionId = `recipe-builder-${source}`;

  const show = (next: boolean) => {
    setOpen(next);
    if (next) {
      setStarted(true);
      // Opening again: the builder is there, so focus its heading now (the first time, it does so itself).
      requestAnimationFrame(() => region.current?.querySelector<HTMLElement>('[data-builder-heading]')?.focus());
    } else {
      toggle.current?.focus();
    }
  };

  return (
    <div className="margin-vert--md" data-recipe-builder={source}>
      <p className="margin-bottom--none">
        <button
          ref={toggle}
          type="button"
          className="button button--primary"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => show(!open)}>
          {open ? 'Hide the recipe builder' : 'Build a recipe'}
        </button>{' '}
        Fill in a form and get a recipe; nothing you type leaves your browser.
      </p>
      <div id={regionId} ref={region} hidden={!open}>
        {started && (
          <LoadBoundary
            key={attempt}
            onRetry={() => {
              setBuilder(() => lazy(loadBuilder));
              setAttempt((n) => n + 1);
            }}>
            <Suspense
              fallback={
                <p role="status" className="margin-vert--md">
                  Loading the recipe builder…
                </p>
              }>
              <Builder source={source} onClose={() => show(false)} />
            </Suspense>
          </LoadBoundary>
        )}
      </div>
    </div>
  );
}

/** Shows a way to try again when the builder's code cannot be loaded (offline, a new deployment). */
class LoadBoundary extends Component<{children: ReactNode; onRetry: () => void}, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="margin-vert--md">
        The recipe builder could not be loaded. Check your connection, then{' '}
        <button type="button" className="button button--sm button--secondary" onClick={this.props.onRetry}>
          try again
        </button>
      </p>
    );
  }
}
