/**
 * What the docs plugin reads from a Markdown file's text, and which saves change it. Pure except for the
 * file reads of `fill`, so unit tests can drive it with strings (tests/unit/docs-body-edits.test.ts).
 */
import {readFile, stat} from 'node:fs/promises';
import {createExcerpt, DEFAULT_PARSE_FRONT_MATTER, parseMarkdownContentTitle} from '@docusaurus/utils';
import type {ParseFrontMatter} from '@docusaurus/types';

/**
 * The part of a doc's text its metadata is made from. The docs plugin builds a doc's metadata (id, slug,
 * title, description, sidebar position, tags, draft and unlisted, every front matter field) from the
 * front matter, the content title and the excerpt (@docusaurus/plugin-content-docs, lib/docs.js), which
 * `parseMarkdownFile` (@docusaurus/utils) reads with the three calls made here; last-update data is off in
 * this site's config. Not parseMarkdownFile itself: it logs a parse error, which the docs plugin's reload
 * then reports again. tests/unit/docs-body-edits.test.ts checks that both agree on every doc.
 */
export async function metadataText(
  filePath: string,
  fileContent: string,
  parseFrontMatter: ParseFrontMatter,
): Promise<{frontMatter: Record<string, unknown>; contentTitle?: string; excerpt?: string}> {
  const {frontMatter, content} = await parseFrontMatter({
    filePath,
    fileContent,
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });
  const {content: body, contentTitle} = parseMarkdownContentTitle(content);
  return {frontMatter, contentTitle, excerpt: createExcerpt(body)};
}

/**
 * metadataText and whether the page renders `<DocCardList` (read from the text by
 * src/plugins/route-data-trim/cardDocs.ts), as one string. A save that leaves it as it was changes the
 * page's compiled content only. Text the framework cannot parse has none: it counts as a change, and the
 * docs plugin's reload reports it.
 */
export async function metadataSignature(
  filePath: string,
  fileContent: string,
  parseFrontMatter: ParseFrontMatter,
): Promise<string | undefined> {
  try {
    const {frontMatter, contentTitle, excerpt} = await metadataText(filePath, fileContent, parseFrontMatter);
    return JSON.stringify([frontMatter, contentTitle ?? null, excerpt ?? null, fileContent.includes('<DocCardList')]);
  } catch {
    return undefined;
  }
}

/**
 * The signature of each doc as the docs plugin last loaded it, and the decision for each save: reload the
 * docs, or leave them (the bundler still recompiles the page and the open page updates).
 */
export class LoadedSignatures {
  private readonly known = new Map<string, string>();

  constructor(private readonly parseFrontMatter: ParseFrontMatter) {}

  /**
   * Records the signatures of files the docs plugin loaded in a load that started at `loadStartedAt`
   * (epoch ms). A file modified since then may hold text that load did not see, so it stays unknown. A
   * file already known is left as it is: what a save recorded is newer. Yields between files, so the
   * dev server's other work goes on.
   */
  async fill(files: string[], loadStartedAt: number): Promise<void> {
    for (const file of files) {
      if (this.known.has(file)) continue;
      const [info, text] = await Promise.all([
        stat(file).catch(() => undefined),
        readFile(file, 'utf8').catch(() => ''),
      ]);
      if (!info || info.mtimeMs > loadStartedAt || this.known.has(file)) continue;
      const signature = await metadataSignature(file, text, this.parseFrontMatter);
      if (signature !== undefined) this.known.set(file, signature);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /**
   * Whether a save of `file` with this text needs the docs reloaded: when its signature is unknown, or
   * differs from the one the docs plugin has loaded. Either way the new signature is the loaded one from
   * now on (the reload reads this text or a newer one).
   */
  async needsReload(file: string, text: string): Promise<boolean> {
    const signature = await metadataSignature(file, text, this.parseFrontMatter);
    const previous = this.known.get(file);
    if (signature === undefined) this.known.delete(file);
    else this.known.set(file, signature);
    return signature === undefined || previous !== signature;
  }

  /** A file added, removed or renamed: unknown until it is saved again. */
  forget(file: string): void {
    this.known.delete(file);
  }

  get size(): number {
    return this.known.size;
  }
}
