import type {Loaded} from '../load';
import {
  CAPABILITIES,
  CAPABILITY_LABELS,
  SUPPORT_STATUS_LABELS,
  type ConfigField,
  type Entity,
  type Source,
  type SourceIndexEntry,
} from '../schema';
import {codeBlock, escapeCell, escapeText, inlineCode, table} from '../mdx';
import {
  STATIC_CONTENT_IMPORT,
  STYLES_IMPORT,
  frontMatter,
  generatedNote,
  page,
  staticContent,
  staticProse,
} from './common';

const STATUS_CLASS: Record<Source['status'], string> = {
  certified: 'badge--success',
  incubating: 'badge--warning',
  testing: 'badge--secondary',
};

/** Site path of a source page, without the base URL. */
export function sourcePath(id: string): string {
  return `/docs/generated/ingestion/sources/${id}`;
}

/** File name of an entity page: the lower-cased entity name, as on the old site. */
export function entityFileName(name: string): string {
  return `${name.toLowerCase()}.md`;
}

function typeLabel(field: ConfigField): string {
  if (field.type === 'array') return `array of ${field.items}`;
  if (field.type === 'map') return `map of ${field.items}`;
  return field.type;
}

function defaultLabel(field: ConfigField): string {
  if (field.required) return '';
  if (field.default === undefined || field.default === null) return field.default === null ? inlineCode('null') : '';
  if (typeof field.default === 'string' && field.default !== '') return inlineCode(field.default);
  return inlineCode(JSON.stringify(field.default));
}

function requiredFirst(fields: ConfigField[]): ConfigField[] {
  return [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
}

/** Config rows: required fields first, each followed by its nested fields under a dotted path. */
export function configRows(fields: ConfigField[], prefix = ''): string[][] {
  const rows: string[][] = [];
  for (const field of requiredFirst(fields)) {
    const path = `${prefix}${field.name}`;
    const notes = [escapeCell(field.description)];
    if (field.allowedValues)
      notes.push(`Allowed values: ${field.allowedValues.map((v) => inlineCode(String(v))).join(', ')}.`);
    if (field.deprecated) notes.push('**Deprecated.**');
    rows.push([
      `${inlineCode(path)}${field.required ? ' **required**' : ''}`,
      inlineCode(typeLabel(field)),
      defaultLabel(field),
      notes.join(' '),
    ]);
    if (field.fields) {
      const childPrefix = field.type === 'array' ? `${path}[].` : field.type === 'map' ? `${path}.*.` : `${path}.`;
      rows.push(...configRows(field.fields, childPrefix));
    }
  }
  return rows;
}

function capabilitiesTable(source: Source): string {
  const declared = new Map(source.capabilities.map((c) => [c.capability, c.note]));
  const rows = CAPABILITIES.map((capability) => {
    const note = declared.get(capability);
    return [
      CAPABILITY_LABELS[capability],
      note === undefined ? 'Not supported' : '**Supported**',
      note === undefined ? '' : escapeCell(note),
    ];
  });
  // Supported capabilities first, each group in the fixed order of the list.
  rows.sort((a, b) => Number(a[1] === 'Not supported') - Number(b[1] === 'Not supported'));
  return table(['Capability', 'Status', 'Notes'], rows);
}

/** The page of one ingestion source. */
export function renderSource(
  {file, value: source}: Loaded<Source>,
  position: number,
  entities: Map<string, Entity>,
  guideExists: boolean,
  /** The recipe builder reads today's field data: not on a frozen version's pages. */
  recipeBuilder = true,
): string {
  const status = SUPPORT_STATUS_LABELS[source.status];
  const prerequisites = source.prerequisites.map((step, i) =>
    [
      `### ${i + 1}. ${escapeText(step.title)}`,
      escapeText(step.description),
      step.code ? codeBlock(step.code.language, step.code.content) : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  );
  const related = [
    guideExists && source.related.guide
      ? `- [Quick ingestion guide for ${escapeText(source.name)}](../../../${source.related.guide}.md): set the source up step by step in the UI.`
      : '',
    `- [Ingestion in the UI](../../../ui-ingestion.md): create this source, store its credentials as secrets and schedule it from the Ingestion page.`,
    `- [Metadata ingestion overview](../../../metadata-ingestion.md): how recipes, sources and sinks fit together.`,
    `- Entities this source creates: ${source.related.entities
      .map(
        (name) =>
          `[${escapeText(entities.get(name)?.displayName ?? name)}](../../metamodel/entities/${entityFileName(name)})`,
      )
      .join(', ')}.`,
  ]
    .filter(Boolean)
    .join('\n');

  return page([
    frontMatter({title: source.name, label: source.name, position, description: source.description}),
    `${STYLES_IMPORT}\n${STATIC_CONTENT_IMPORT}`,
    `<div className={styles.badges}>\n<span className={\`badge ${STATUS_CLASS[source.status]} \${styles.status}\`} data-status="${source.status}">${status}</span>\n<span className="badge badge--secondary">${escapeText(source.category)}</span>\n<span className="badge badge--secondary">source type: ${inlineCode(source.recipeType ?? source.id)}</span>\n</div>`,
    staticProse(source.overview.map(escapeText).join('\n\n')),
    '## Capabilities',
    `<div className={styles.capabilities}>\n\n${staticProse(capabilitiesTable(source))}\n\n</div>`,
    '## Prerequisites',
    ...prerequisites,
    '## Install the plugin',
    `Install the DataHub CLI with the ${inlineCode(source.install.extra)} extra on the machine that runs the ingestion. Sources run from the UI install it for you.`,
    codeBlock('shell', `pip install 'acryl-datahub[${source.install.extra}]'`),
    '## Starter recipe',
    `Save the recipe as ${inlineCode(`${source.id}_recipe.yml`)}, replace the placeholder values, and run ${inlineCode(`datahub ingest -c ${source.id}_recipe.yml`)}. Values written as ${inlineCode('${NAME}')} are read from environment variables, so secrets stay out of the file.`,
    codeBlock('yaml', source.recipe, `title="${source.id}_recipe.yml"`),
    recipeBuilder
      ? `import RecipeBuilder from '@site/src/components/RecipeBuilder';\n\n<RecipeBuilder source="${source.id}" />`
      : '',
    '## Configuration',
    `Fields of ${inlineCode('source.config')}. Required fields come first; nested fields are shown with dotted paths.`,
    `<div className={styles.configTable}>\n\n${staticContent(table(['Field', 'Type', 'Default', 'Description'], configRows(source.config)))}\n\n</div>`,
    '## Limitations',
    source.limitations.length > 0
      ? staticProse(source.limitations.map((l) => `- ${escapeText(l)}`).join('\n'))
      : 'No known limitations.',
    '## Related',
    staticProse(related),
    generatedNote(file),
  ]);
}

/** The row of the /integrations index for one source. */
export function sourceIndexEntry(source: Source): SourceIndexEntry {
  return {
    id: source.id,
    name: source.name,
    category: source.category,
    status: source.status,
    description: source.description,
    logo: {monogram: source.logo.monogram, color: source.logo.color.toLowerCase()},
    capabilities: CAPABILITIES.filter((c) => source.capabilities.some((d) => d.capability === c)),
    path: sourcePath(source.id),
  };
}
