import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {codeNodes, parseMdx, stripFrontMatter} from '../../src/plugins/markdown-copies/mdx';

export interface CodeBlock {
  file: string;
  /** The line of the opening fence, counted from the top of the file. */
  line: number;
  lang: string;
  /** The rest of the opening fence line after the language, such as `cloud` in ```graphql cloud. */
  meta: string;
  code: string;
}

/** Markdown and MDX files under the given folders, skipping generated output. */
export function markdownFiles(roots: string[]): string[] {
  const files: string[] = [];
  for (const root of roots) {
    let entries;
    try {
      entries = readdirSync(root, {withFileTypes: true, recursive: true});
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      if (/(^|\/)(docs|version-[^/]+)\/(generated|graphql)\//.test(path)) continue; // generated output
      files.push(path);
    }
  }
  return files.sort();
}

/**
 * The fenced code blocks of a file (in lists, tabs and admonitions too), as the MDX parser the site's
 * Markdown copies use finds them.
 */
export async function codeBlocks(file: string): Promise<CodeBlock[]> {
  const source = readFileSync(file, 'utf8');
  const body = stripFrontMatter(source);
  const frontMatterLines = source.slice(0, source.length - body.length).split('\n').length - 1;
  let found;
  try {
    found = await codeNodes(await parseMdx(body));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  return found.map((node) => ({
    file: relative(process.cwd(), file),
    line: node.position!.start.line + frontMatterLines,
    lang: (node.lang ?? '').toLowerCase(),
    meta: node.meta ?? '',
    code: node.value,
  }));
}

/** The code blocks of many files, in file order. */
export async function codeBlocksOf(files: string[]): Promise<CodeBlock[]> {
  return (await Promise.all(files.map(codeBlocks))).flat();
}
