/**
 * The Markdown copies of the last build, kept by what they were made from, so a build converts only the
 * pages whose source (or anything a copy depends on) changed. Converting is most of the plugin's time
 * (about 46 s of CPU for 1,000 pages, 26 s on 2 cores in two lanes, lanes.ts): a build after a one-page edit
 * converts one page.
 *
 * A copy depends on its source text, title and URL, and on the build as a whole: the converter's own code,
 * the installed parser versions (package-lock.json), the site's origin and base URL, every page's URL
 * (links are resolved to them) and the built image files. The last group makes the `context` key; a change
 * there starts an empty cache. One file per context under the cache folder; a run keeps only the entries it
 * used.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {mkdir, readdir, rename, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';

const sha = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** The build-wide inputs of every copy. `codeDir`: the converter's folder; `lockFile`: package-lock.json. */
export function copyContext(input: {
  codeDir: string;
  lockFile: string;
  siteOrigin: string;
  baseUrl: string;
  permalinks: [string, string][];
  builtAssets: string[];
}): string {
  const code = readdirSync(input.codeDir)
    .filter((name) => /\.[cm]?[jt]s$/.test(name))
    .sort()
    .map((name) => `${name}\n${readFileSync(join(input.codeDir, name), 'utf8')}`);
  const lock = existsSync(input.lockFile) ? readFileSync(input.lockFile, 'utf8') : '';
  const site = JSON.stringify([
    input.siteOrigin,
    input.baseUrl,
    [...input.permalinks].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    [...input.builtAssets].sort(),
  ]);
  return sha(...code, lock, site).slice(0, 24);
}

/** What one page's copy is made from, beside the build-wide context. */
export interface CopyInputs {
  sourceFile: string;
  permalink: string;
  title: string;
  source: string;
}

const copyKey = (inputs: CopyInputs) => sha(inputs.sourceFile, inputs.permalink, inputs.title, inputs.source);

export class CopyCache {
  private readonly previous: Map<string, string>;
  private readonly used = new Map<string, string>();
  /** Pages converted by this run, and pages whose copy was kept. */
  converted = 0;
  kept = 0;

  private constructor(
    private readonly dir: string | undefined,
    private readonly context: string,
    previous: Map<string, string>,
  ) {
    this.previous = previous;
  }

  /** The cache in `dir` for `context`; no `dir`, a cache that keeps nothing. A damaged file is ignored. */
  static open(dir: string | undefined, context: string): CopyCache {
    let previous = new Map<string, string>();
    const file = dir && join(dir, `copies-${context}.json`);
    if (file && existsSync(file)) {
      try {
        previous = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
      } catch {
        previous = new Map();
      }
    }
    return new CopyCache(dir, context, previous);
  }

  /** The copy the last build made from these inputs, if any (counted as kept, and kept for the next build). */
  lookup(inputs: CopyInputs): string | undefined {
    const key = copyKey(inputs);
    const markdown = this.previous.get(key);
    if (markdown !== undefined) {
      this.kept += 1;
      this.used.set(key, markdown);
    }
    return markdown;
  }

  /** A copy this run converted, kept for the next build. */
  store(inputs: CopyInputs, markdown: string): void {
    this.converted += 1;
    this.used.set(copyKey(inputs), markdown);
  }

  /**
   * Writes the entries this run used (beside the target, then renamed) and deletes the oldest files of other
   * contexts, keeping three (the test builds alternate between two sites). Best effort: a cache that cannot
   * be written costs the next build time, not this one its output.
   */
  async save(): Promise<void> {
    if (!this.dir) return;
    const name = `copies-${this.context}.json`;
    const file = join(this.dir, name);
    const temp = `${file}.${process.pid}.tmp`;
    try {
      await mkdir(this.dir, {recursive: true});
      await writeFile(temp, JSON.stringify(Object.fromEntries(this.used)));
      await rename(temp, file);
      const others = (await readdir(this.dir))
        .filter((other) => /^copies-[0-9a-f]+\.json$/.test(other) && other !== name)
        .map((other) => ({file: join(this.dir!, other), time: statSync(join(this.dir!, other)).mtimeMs}))
        .sort((a, b) => b.time - a.time);
      for (const old of others.slice(3)) await rm(old.file, {force: true});
    } catch (error) {
      await rm(temp, {force: true});
      console.warn(`[markdown-copies] could not keep the copies for the next build: ${(error as Error).message}`);
    }
  }
}
