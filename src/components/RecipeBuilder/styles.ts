/**
 * The recipe builder's styles, as a string the builder puts in a <style> element when it opens.
 * Not a CSS module: the framework gathers every CSS module into the one stylesheet all pages load
 * (styles.css), so the builder's styles would weigh on every page's first load. Class names carry an
 * "rb-" prefix instead of a module hash. Plain CSS (no nesting), for the browsers the site supports.
 */
export const BUILDER_CSS = `
.rb-builder {
  container-type: inline-size;
  margin-top: 1rem;
  padding: 1rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-surface-color);
}
.rb-builder input[type=text],
.rb-builder select,
.rb-builder textarea {
  width: 100%;
  min-height: 2.5rem;
  padding: 0.4rem 0.6rem;
  border: 1px solid var(--ifm-color-emphasis-500);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-color);
  color: var(--ifm-font-color-base);
  font: inherit;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.875rem;
}
.rb-builder textarea {
  resize: vertical;
}
.rb-builder :focus-visible {
  outline: 2px solid var(--ifm-color-primary);
  outline-offset: 2px;
}

.rb-header {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
}
.rb-header h3 {
  margin: 0;
}

.rb-intro {
  margin: 0.75rem 0;
  font-size: 0.9rem;
}

.rb-status {
  margin: 1rem 0;
}

.rb-draftOffer {
  margin-bottom: 0.75rem;
  padding: 0.75rem;
  border-left: 4px solid var(--ifm-color-info);
  background: var(--ifm-color-emphasis-100);
}
.rb-draftOffer p {
  margin-bottom: 0.5rem;
}

.rb-skip {
  padding-left: 0;
}

.rb-layout {
  display: grid;
  gap: 1rem;
  align-items: start;
}

.rb-form {
  min-width: 0;
}

.rb-output {
  min-width: 0;
}
.rb-output h4 {
  margin: 0.5rem 0;
}

/* Two columns, the recipe kept in view beside the form, when the builder is wide enough. */
@container (min-width: 40rem) {
  .rb-layout {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
  .rb-output {
    position: sticky;
    top: calc(var(--ifm-navbar-height) + 0.75rem);
    max-height: calc(100vh - var(--ifm-navbar-height) - 1.5rem);
    overflow: auto;
  }
  .rb-skip {
    display: none;
  }
}
.rb-section {
  margin-bottom: 0.5rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-color);
}
.rb-section > summary {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  padding: 0.6rem 0.75rem;
  cursor: pointer;
  list-style: none;
}
.rb-section > summary::-webkit-details-marker {
  display: none;
}
.rb-section[open] > summary {
  border-bottom: 1px solid var(--ifm-color-emphasis-300);
}

/* The open and closed mark (a chevron drawn with borders, so screen readers read no character): a flex
   summary has no marker of its own. */
.rb-sectionTitle::before {
  display: inline-block;
  width: 0.45em;
  height: 0.45em;
  margin: 0 0.55em 0.1em 0.1em;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  content: "";
  transform: rotate(-45deg);
  transition: transform 0.15s;
}
details[open] > summary > .rb-sectionTitle::before {
  transform: rotate(45deg);
}

.rb-sectionTitle {
  font-weight: 700;
}

.rb-sectionCount {
  color: var(--ifm-color-emphasis-800);
  font-size: 0.85rem;
}

.rb-sectionProblems {
  color: var(--ifm-color-danger-darkest);
  font-weight: 600;
}
[data-theme=dark] .rb-sectionProblems {
  color: var(--ifm-color-danger-lightest);
}

.rb-sectionBody {
  padding: 0.75rem;
}

.rb-field {
  margin-bottom: 1rem;
}

.rb-label {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem;
  margin-bottom: 0.2rem;
  font-weight: 600;
}
.rb-label code {
  overflow-wrap: anywhere;
}

.rb-badge {
  padding: 0 0.4rem;
  border: 1px solid var(--ifm-color-emphasis-500);
  border-radius: 999px;
  color: var(--ifm-color-emphasis-800);
  font-size: 0.75rem;
  font-weight: 600;
}

.rb-required {
  border-color: var(--ifm-color-danger-dark);
  color: var(--ifm-color-danger-darkest);
}
[data-theme=dark] .rb-required {
  color: var(--ifm-color-danger-lightest);
}

.rb-help {
  margin-bottom: 0.35rem;
  color: var(--ifm-color-emphasis-800);
  font-size: 0.85rem;
}

.rb-meta {
  color: var(--ifm-color-emphasis-800);
  font-style: italic;
}

.rb-error {
  margin: 0.3rem 0 0;
  color: var(--ifm-color-danger-darkest);
  font-size: 0.85rem;
  font-weight: 600;
}
.rb-error::before {
  content: "⚠ ";
}
[data-theme=dark] .rb-error {
  color: var(--ifm-color-danger-lightest);
}

.rb-invalid input[type=text],
.rb-invalid select,
.rb-invalid textarea {
  border-color: var(--ifm-color-danger-dark);
  border-width: 2px;
}

.rb-group {
  /* Fieldsets are as wide as their content by default; let them shrink to the screen. */
  min-width: 0;
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem 0.75rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
}
.rb-group > legend {
  padding: 0 0.25rem;
}

.rb-patterns {
  background: var(--ifm-color-emphasis-0);
}

.rb-item {
  min-width: 0;
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px dashed var(--ifm-color-emphasis-400);
  border-radius: var(--ifm-global-radius);
}
.rb-item > legend {
  padding: 0 0.25rem;
  font-weight: 600;
}

.rb-entry {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 0.5rem;
  align-items: end;
  margin-bottom: 0.5rem;
}
@container (max-width: 26rem) {
  .rb-entry {
    grid-template-columns: minmax(0, 1fr);
  }
}

.rb-entryPart {
  display: flex;
  flex-direction: column;
  font-size: 0.85rem;
}

.rb-secretRow {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
}

.rb-secretInput {
  display: flex;
  flex: 1 1 12rem;
  align-items: center;
  gap: 0.2rem;
  min-width: 0;
  font-family: var(--ifm-font-family-monospace);
}

.rb-small {
  white-space: normal;
}

.rb-ok {
  color: var(--ifm-color-success-darkest);
  font-size: 0.9rem;
}
[data-theme=dark] .rb-ok {
  color: var(--ifm-color-success-lightest);
}

.rb-problems {
  font-size: 0.9rem;
}
.rb-problems p {
  margin-bottom: 0.25rem;
}
.rb-problems ul {
  margin-bottom: 0.75rem;
  padding-left: 1.25rem;
}

.rb-jump {
  padding: 0;
  border: 0;
  background: none;
  color: var(--ifm-link-color);
  font: inherit;
  font-family: var(--ifm-font-family-monospace);
  text-decoration: underline;
  cursor: pointer;
}

.rb-yaml {
  max-height: 32rem;
  margin-bottom: 0.75rem;
  overflow: auto;
  font-size: 0.8rem;
  white-space: pre;
}

.rb-command {
  margin-bottom: 0.75rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}

.rb-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
}

.rb-run {
  margin-bottom: 0.25rem;
  font-size: 0.9rem;
}

.rb-message {
  min-height: 1.5em;
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
}`;

/** Class names, as the components use them. */
export const styles = {
  builder: 'rb-builder',
  header: 'rb-header',
  intro: 'rb-intro',
  status: 'rb-status',
  draftOffer: 'rb-draftOffer',
  skip: 'rb-skip',
  layout: 'rb-layout',
  form: 'rb-form',
  output: 'rb-output',
  section: 'rb-section',
  sectionTitle: 'rb-sectionTitle',
  sectionCount: 'rb-sectionCount',
  sectionProblems: 'rb-sectionProblems',
  sectionBody: 'rb-sectionBody',
  field: 'rb-field',
  label: 'rb-label',
  badge: 'rb-badge',
  required: 'rb-required',
  help: 'rb-help',
  meta: 'rb-meta',
  error: 'rb-error',
  invalid: 'rb-invalid',
  group: 'rb-group',
  patterns: 'rb-patterns',
  item: 'rb-item',
  entry: 'rb-entry',
  entryPart: 'rb-entryPart',
  secretRow: 'rb-secretRow',
  secretInput: 'rb-secretInput',
  small: 'rb-small',
  ok: 'rb-ok',
  problems: 'rb-problems',
  jump: 'rb-jump',
  yaml: 'rb-yaml',
  command: 'rb-command',
  actions: 'rb-actions',
  run: 'rb-run',
  message: 'rb-message',
} as const;
