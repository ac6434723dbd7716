import type {Loaded} from '../load';
import type {Aspect, AspectField, Entity, Source} from '../schema';
import {codeBlock, escapeCell, escapeText, inlineCode, mermaidLabel, table} from '../mdx';
import {
  STATIC_CONTENT_IMPORT,
  STYLES_IMPORT,
  byLabel,
  frontMatter,
  generatedNote,
  page,
  shortDescription,
  staticContent,
} from './common';
import {entityFileName} from './source';

/** A relationship edge between two entity types, declared on a field of an aspect. */
export interface Edge {
  name: string;
  from: string;
  to: string;
  /** aspect.field.path that carries the edge. */
  via: string;
}

function collectEdges(fields: AspectField[], from: string, prefix: string, edges: Edge[]): void {
  for (const field of fields) {
    const via = `${prefix}.${field.name}`;
    field.relationship?.entities.forEach((to) => edges.push({name: field.relationship!.name, from, to, via}));
    if (field.fields) collectEdges(field.fields, from, /^(array|map)\[/.test(field.type) ? `${via}[]` : via, edges);
  }
}

/** Every edge of the model: each entity's aspects (and key aspect) give its outgoing edges. */
export function modelEdges(entities: Entity[], aspects: Map<string, Aspect>): Edge[] {
  const edges: Edge[] = [];
  for (const entity of entities) {
    for (const name of [entity.keyAspect, ...entity.aspects]) {
      const aspect = aspects.get(name);
      if (aspect) collectEdges(aspect.fields, entity.name, aspect.name, edges);
    }
  }
  const seen = new Set<string>();
  return edges
    .filter((e) => {
      const key = `${e.from}|${e.name}|${e.to}|${e.via}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => byLabel(`${a.from} ${a.name} ${a.to} ${a.via}`, `${b.from} ${b.name} ${b.to} ${b.via}`));
}

function entityLink(name: string, entities: Map<string, Entity>, self: string): string {
  const label = escapeText(entities.get(name)?.displayName ?? name);
  return name === self ? `${label} (itself)` : `[${label}](./${entityFileName(name)})`;
}

function fieldRows(fields: AspectField[], prefix = ''): string[][] {
  const rows: string[][] = [];
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    const notes = [escapeCell(field.description)];
    if (field.relationship) {
      notes.push(
        `Relationship ${inlineCode(field.relationship.name)} to ${field.relationship.entities.map((e) => `[${escapeText(e)}](./${entityFileName(e)})`).join(', ')}.`,
      );
    }
    if (field.deprecated) notes.push('**Deprecated.**');
    rows.push([inlineCode(path), inlineCode(field.type), field.required ? 'yes' : 'no', notes.join(' ')]);
    if (field.fields) rows.push(...fieldRows(field.fields, `${path}${/^(array|map)\[/.test(field.type) ? '[]' : ''}.`));
  }
  return rows;
}

function aspectSection(aspect: Aspect, isKey: boolean): string {
  const kind = isKey ? 'Key aspect' : aspect.kind === 'timeseries' ? 'Timeseries aspect' : 'Aspect';
  return [
    `### ${aspect.name}`,
    `<span className="badge badge--secondary">${kind}</span> ${escapeText(aspect.description)}`,
    aspect.fields.length === 0
      ? 'No fields yet: the aspect is reserved, and records of it carry no data.'
      : `<div className={styles.fieldTable}>\n\n${staticContent(table(['Field', 'Type', 'Required', 'Description'], fieldRows(aspect.fields)))}\n\n</div>`,
  ].join('\n\n');
}

function mermaid(entity: Entity, edges: Edge[], entities: Map<string, Entity>): string {
  const id = (name: string) => `e_${name}`;
  const nodes = new Set<string>([entity.name]);
  // One arrow per pair of entities, labelled with every relationship name between them: Mermaid draws
  // only one of several loops on the same node, and fewer arrows keep the diagram readable.
  const labels = new Map<string, string[]>();
  for (const edge of edges) {
    nodes.add(edge.from);
    nodes.add(edge.to);
    const key = `${edge.from}|${edge.to}`;
    const names = labels.get(key) ?? [];
    if (!names.includes(edge.name)) names.push(edge.name);
    labels.set(key, names);
  }
  const nodeLines = [...nodes]
    .sort(byLabel)
    .map((name) => `  ${id(name)}["${mermaidLabel(entities.get(name)?.displayName ?? name)}"]`);
  // Mermaid draws loops badly, so an edge from the entity to itself points at a second node.
  const other = `${id(entity.name)}_other`;
  const hasLoop = labels.has(`${entity.name}|${entity.name}`);
  if (hasLoop) {
    nodeLines.push(`  ${other}["${mermaidLabel(`Another ${entities.get(entity.name)?.displayName ?? entity.name}`)}"]`);
  }
  const edgeLines = [...labels].map(([key, names]) => {
    const [from, to] = key.split('|');
    const target = from === to ? other : id(to);
    return `  ${id(from)} -->|${mermaidLabel(names.sort(byLabel).join(', '))}| ${target}`;
  });
  return codeBlock(
    'mermaid',
    ['graph LR', ...nodeLines, ...edgeLines, `  style ${id(entity.name)} stroke-width:3px`].join('\n'),
  );
}

/** The page of one metadata model entity. */
export function renderEntity(
  {file, value: entity}: Loaded<Entity>,
  position: number,
  entities: Map<string, Entity>,
  aspects: Map<string, Aspect>,
  edges: Edge[],
  sources: Source[],
  /** Where the GraphQL reference documents an object type (`objects/datasets.mdx#dataset`). */
  graphqlLink: (typeName: string) => string | undefined = () => undefined,
): string {
  const graphqlTarget = entity.graphqlType ? graphqlLink(entity.graphqlType) : undefined;
  const mine = edges.filter((e) => e.from === entity.name || e.to === entity.name);
  const relationshipRows = mine.map((e) => {
    const outgoing = e.from === entity.name;
    const other = outgoing ? e.to : e.from;
    return [
      inlineCode(e.name),
      outgoing ? 'outgoing' : 'incoming',
      entityLink(other, entities, entity.name),
      inlineCode(e.via),
    ];
  });
  const relatedNames = [...new Set(mine.map((e) => (e.from === entity.name ? e.to : e.from)))]
    .filter((n) => n !== entity.name)
    .sort(byLabel);
  const emitters = sources
    .filter((s) => s.related.entities.includes(entity.name))
    .sort((a, b) => byLabel(a.name, b.name));
  const key = aspects.get(entity.keyAspect);
  const others = entity.aspects
    .map((name) => aspects.get(name))
    .filter((a): a is Aspect => a !== undefined)
    .sort((a, b) => byLabel(a.name, b.name));

  const facts = [
    `<span className="badge badge--primary">${entity.category === 'core' ? 'Core entity' : 'Internal entity'}</span>`,
    `<span className="badge badge--secondary" data-searchable="${entity.searchable}">${entity.searchable ? 'Searchable' : 'Not searchable'}</span>`,
    `<span className="badge badge--secondary" data-browsable="${entity.browsable}">${entity.browsable ? 'Browsable' : 'Not browsable'}</span>`,
  ];

  return page([
    frontMatter({
      title: entity.displayName,
      label: entity.displayName,
      position,
      description: shortDescription(entity.description[0]),
    }),
    `${STYLES_IMPORT}\n${STATIC_CONTENT_IMPORT}`,
    `<div className={styles.badges}>\n${facts.join('\n')}\n</div>`,
    ...entity.description.map(escapeText),
    `Entity type name: ${inlineCode(entity.name)}. ${entity.searchable ? 'It appears in search results' : 'It does not appear in search'}${entity.browsable ? ' and in the browse hierarchy.' : entity.searchable ? ', but not in the browse hierarchy.' : '.'}`,
    '## URN',
    `Format: ${inlineCode(entity.urn.format)}`,
    table(
      ['Part', 'Meaning'],
      entity.urn.parts.map((p) => [escapeCell(p.name), escapeCell(p.description)]),
    ),
    'Example:',
    codeBlock('text', entity.urn.example),
    '## Relationships',
    mine.length > 0
      ? [
          'Edges come from fields of aspects marked as relationships. Outgoing edges start at this entity; incoming edges start at another entity and point here.',
          mermaid(entity, mine, entities),
          `<div className={styles.relationTable}>\n\n${staticContent(table(['Relationship', 'Direction', 'Other entity', 'Declared on'], relationshipRows))}\n\n</div>`,
        ].join('\n\n')
      : 'No relationships to other documented entities are declared yet.',
    '## Aspects',
    others.length === 0
      ? 'Only the key aspect: the entity exists so other records can point at it by URN.'
      : `${others.length + 1} aspects, the key aspect first. Each is written and read as a whole; timeseries aspects keep one record per point in time.`,
    key ? aspectSection(key, true) : '',
    ...others.map((a) => aspectSection(a, false)),
    '## Related',
    [
      entity.graphqlType && graphqlTarget
        ? `- GraphQL type: [${escapeText(entity.graphqlType)}](../../../graphql/${graphqlTarget})`
        : '',
      relatedNames.length > 0
        ? `- Related entities: ${relatedNames.map((n) => entityLink(n, entities, entity.name)).join(', ')}`
        : '',
      emitters.length > 0
        ? `- Sources that create it: ${emitters.map((s) => `[${escapeText(s.name)}](../../ingestion/sources/${s.id}.md)`).join(', ')}`
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
    generatedNote(file),
  ]);
}
