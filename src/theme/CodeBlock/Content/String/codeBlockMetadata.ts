import type {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';

type Create = typeof createCodeBlockMetadata;
type Params = Parameters<Create>[0];
type Metadata = ReturnType<Create>;

/**
 * Whether the theme's line parsing can change anything: a highlight range in the metastring (`{1,3-5}`)
 * or the text of a magic comment (`highlight-next-line`, `highlight-start`...) somewhere in the code.
 */
function mayHaveHighlights({code, metastring, magicComments}: Params): boolean {
  if (metastring?.includes('{')) return true;
  return magicComments.some(
    (comment) =>
      (comment.line !== undefined && code.includes(comment.line)) ||
      (comment.block !== undefined && (code.includes(comment.block.start) || code.includes(comment.block.end))),
  );
}

/**
 * The theme's `createCodeBlockMetadata` (passed as `create`; the test gives it the theme's file), without its line-by-line parse for the blocks it cannot change.
 *
 * The theme splits every block into lines and matches each against the magic-comment patterns, on every
 * render of every block, hydration included (a page of long samples spent about 100 ms there on a phone).
 * A block with no highlight range and no magic comment text comes out of that parse as its code with the
 * last line break removed and line breaks made `\n`, and no highlighted lines: that is computed directly.
 * `tests/unit/code-block-metadata.test.ts` compares the two on samples of every kind.
 */
export function codeBlockMetadata(params: Params, create: Create): Metadata {
  if (mayHaveHighlights(params)) return create(params);
  const metadata = create({...params, code: ''});
  return {
    ...metadata,
    codeInput: params.code,
    code: params.code.replace(/\r?\n$/, '').replace(/\r\n/g, '\n'),
    lineClassNames: {},
  };
}

/** What `drawnPlain` needs of a block: its metadata, and the rest of its opening fence line. */
interface PlainParams {
  metastring?: string;
  language: string;
  lineNumbersStart?: number;
  lineClassNames: Record<number, string[]>;
}

/** Languages with no grammar to highlight: the highlighter would only wrap each line in three elements. */
const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext']);

/**
 * Whether a block is drawn as its code in one text node, with no highlighter markup: a block whose fence
 * says `plain` (```graphql plain: the generated GraphQL reference's schema summaries, see
 * genDocs/src/graphqlSections.ts) or whose language has no grammar, when it has no line numbers and no
 * highlighted lines (both need a line per element). The highlighter's markup is seven to ten elements per
 * line; on the largest reference page the schema blocks were a third of the page's elements, parsed and
 * laid out before a phone could answer a tap.
 */
export function drawnPlain({metastring, language, lineNumbersStart, lineClassNames}: PlainParams): boolean {
  if (lineNumbersStart !== undefined || Object.keys(lineClassNames).length > 0) return false;
  return /(^|\s)plain(\s|$)/.test(metastring ?? '') || PLAIN_LANGUAGES.has(language);
}

/** The theme's metadata, marked when the block is drawn as plain text (read by ../index.tsx). */
export type MetadataWithPlain = Metadata & {drawnPlain?: boolean};

export function withDrawnPlain(metadata: Metadata, metastring: string | undefined): MetadataWithPlain {
  return drawnPlain({...metadata, metastring}) ? {...metadata, drawnPlain: true} : metadata;
}
