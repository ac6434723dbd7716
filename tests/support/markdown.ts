import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

export interface CodeBlock {
  file: string;
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

/** Fenced code blocks (``` or ~~~, any indentation, as inside tabs and lists). */
export function codeBlocks(file: string): CodeBlock[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  let open: {fence: string; indent: number; lang: string; meta: string; line: number; body: string[]} | null = null;
  lines.forEach((text, index) => {
    if (!open) {
      const start = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(text);
      if (start) {
        open = {
          indent: start[1].length,
          fence: start[2],
          lang: start[3].toLowerCase(),
          meta: start[4].trim(),
          line: index + 1,
          body: [],
        };
      }
      return;
    }
    const close = new RegExp(`^\\s*${open.fence[0]}{${open.fence.length},}\\s*$`);
    if (close.test(text)) {
      blocks.push({
        file: relative(process.cwd(), file),
        line: open.line,
        lang: open.lang,
        meta: open.meta,
        code: open.body.join('\n'),
      });
      open = null;
      return;
    }
    open.body.push(text.slice(Math.min(open.indent, text.length - text.trimStart().length)));
  });
  return blocks;
}
