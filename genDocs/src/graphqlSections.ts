/**
 * One member of the GraphQL reference (a type, query or mutation) as a section of a shared page: graphql-markdown
 * writes a page per member, and the reference gathers them (graphqlDocs.ts).
 */
import {graphqlSlug, type GraphqlKind} from './graphql';
import {staticContent} from './render/common';

/** A member as graphql-markdown wrote it: its kind, name, and page body without front matter. */
export interface RawMember {
  kind: GraphqlKind;
  name: string;
  body: string;
}

/** The MDX helpers (`export const Badge = ...`) graphql-markdown repeats at the top of every page. */
export const EXPORT_LINE = /^export const [A-Za-z]+ = .*$/gm;

/** An explicit heading id in graphql-markdown's MDX: `\\{#urn\\}`. */
export const EXPLICIT_ID = /\\\{#([a-z0-9-]+)\\\}/g;

/** Where a link of the plugin's (folder `inputs`, file `tag-input`) lands: a page and a section slug. */
export type LinkTarget = (folder: string, file: string) => {page: string; slug: string} | undefined;

/**
 * Turns one of the plugin's pages into a section of a shared page. Every id and in-page link gets the
 * member's slug in front (`#urn` -> `#tag--urn`; a slug never has two dashes in a row, so these
 * never meet a member's own id), because a page now holds many members with fields of
 * the same name; a section heading without an id ("### Fields") gets one the same way. The plugin's
 * sections start at h3 and its members at h4, right under the member's own h2. Links to other members
 * (`/docs/graphql/objects/tag.mdx#urn`) point at their section, relative to this page.
 */
export function memberSection(member: RawMember, pageFile: string, target: LinkTarget): string {
  const slug = graphqlSlug(member.name);
  const memberIds = new Set([...member.body.matchAll(EXPLICIT_ID)].map((m) => m[1]));
  const body = member.body
    .replace(EXPORT_LINE, '')
    .replace(EXPLICIT_ID, `\\{#${slug}--$1\\}`)
    .replace(/\]\(#([a-z0-9-]+)\)/g, `](#${slug}--$1)`)
    .replace(/^(#{3,6}) ([A-Za-z][A-Za-z ]*)$/gm, (_line, hashes: string, text: string) => {
      const section = text.trim().toLowerCase().replace(/ +/g, '-');
      // A member named like the section (SchemaMetadata.fields and "Fields") keeps the plain id.
      const id = `${slug}--${section}${memberIds.has(section) ? '-section' : ''}`;
      return `${hashes} ${text.trim()} \\{#${id}\\}`;
    })
    // Only the built-in directives have pages, and the reference leaves them out.
    .replace(/\[(`[^`\]]+`)\]\(\/docs\/graphql\/directives\/[a-z0-9-]+\.mdx\)/g, '$1')
    .replace(
      /\]\(\/docs\/graphql\/([A-Za-z]+)\/([a-z0-9-]+)\.mdx(?:#([a-z0-9-]+))?\)/g,
      (match, folder: string, file: string, anchor?: string) => {
        const to = target(folder, file);
        if (!to) throw new Error(`graphql-markdown linked to a page it did not write: ${match} (in ${member.name})`);
        const hash = `#${to.slug}${anchor ? `--${anchor}` : ''}`;
        return to.page === pageFile ? `](${hash})` : `](../${to.page}${hash})`;
      },
    )
    .replace(/^(#{4,6}) (.+)$/gm, (_line, hashes: string, text: string) => `${hashes} ${slimHeading(text)}`)
    // The schema summary is drawn as plain text (the fence's `plain`, src/theme/CodeBlock): highlighted, it
    // was a third of a large reference page's elements, and the field list below it links every type.
    .replace(/^```graphql$/gm, '```graphql plain')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `## ${member.name} \\{#${slug}\\}\n\n${withStaticSections(body)}`;
}

/** How graphql-markdown opens inline code in a heading (normal weight, an inline style), as a pattern. */
const PLAIN_CODE = String.raw`<code style=\{\{ fontWeight: 'normal' \}\}>`;
/** `[<code style>Type.<b>field</b></code>](link)`: the name and the link. */
const NAME = String.raw`\[${PLAIN_CODE}([^<]+<b>[^<]+</b>)</code>\]\(([^()\s]+)\)`;
/** `[<code style><b>Type!</b></code>](link)`: the type and the link. */
const TYPE = String.raw`\[${PLAIN_CODE}<b>([^<]+)</b></code>\]\(([^()\s]+)\)`;
const NAMED_HEADING = new RegExp(`^${NAME}(?:<Bullet />${TYPE})?(.*)$`);
const MEMBER_LINK_HEADING = new RegExp(`^${TYPE}(.*)$`);

/**
 * A field, argument or value heading with less markup (about 3,000 elements fewer over the reference;
 * on a large page such as objects/datasets, a fifth of the article's elements, which the browser parses, styles
 * and lays out before the page answers on a phone). graphql-markdown writes
 * `[<code style>Type.<b>field</b></code>](#self)<Bullet />[<code style><b>Ret!</b></code>](link) <Badge …/>`;
 * this keeps the name, the type's link and the badges, and drops the link of the heading to itself (its hash link
 * does that), the bullet's span (": " instead, as the schema language writes a field) and the inline styles
 * (the class `gql-name`, src/css/custom.scss). A heading in any other shape is left as it is.
 */
export function slimHeading(text: string): string {
  const named = NAMED_HEADING.exec(text);
  if (named) {
    const [, member, nameLink, typeName, typeLink, rest] = named;
    const id = /\\\{#([a-z0-9-]+)\\\}\s*$/.exec(rest)?.[1];
    const shown = `<code className="gql-name">${member}</code>`;
    // A union's member links to its own section elsewhere; only a link to the heading itself goes.
    const linked = nameLink === `#${id}` ? shown : `[${shown}](${nameLink})`;
    return `${linked}${typeName === undefined ? '' : `: [\`${typeName}\`](${typeLink})`}${rest}`;
  }
  // A heading of "Member Of" or "Implemented By": a link to another member.
  const member = MEMBER_LINK_HEADING.exec(text);
  if (member) return `[\`${member[1]}\`](${member[2]})${member[3]}`;
  return text;
}

/**
 * A member's sections (fields, arguments, where it is used: headings, links and descriptions, most of a
 * reference page's elements) as static content, kept as the server's HTML on page load
 * (src/components/StaticContent). Not when a section holds a code block or a component that needs React.
 */
function withStaticSections(body: string): string {
  const sectionsAt = body.search(/^### /m);
  if (sectionsAt <= 0) return body;
  const sections = body.slice(sectionsAt);
  if (/```|<Tabs|<details/i.test(sections)) return body;
  return `${body.slice(0, sectionsAt).trimEnd()}\n\n${staticContent(sections)}`;
}
