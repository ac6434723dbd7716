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
