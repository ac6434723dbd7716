// The last build's output, moved out of the way at once and deleted while the new build runs.
//
// `docusaurus build` starts by deleting its output folder and waits for it: 14,000 files (pages, assets,
// their .gz and .br copies, the search index, the Markdown copies), 2.0 to 2.5 s of a warm build's 48 on
// this machine, nearly all of it waiting for the disk. Renamed into the cache folder first (one operation
// on the same file system), the folder the framework clears is already gone, and the old one is deleted
// beside the build, by libuv's threads, while the framework loads the site and bundles.
//
// Nothing changes for a failed build: the framework deleted the old output before building, and so does
// this. When the rename cannot be done (another file system, a folder in use), the framework deletes it as
// before.
import {mkdir, readdir, rename, rm, stat} from 'node:fs/promises';
import {basename, join, resolve, sep} from 'node:path';

/** Where set-aside outputs wait to be deleted (a build that was killed leaves its own; the next one deletes it). */
export const SET_ASIDE_DIR = 'node_modules/.cache/old-build-output';

/** The options of `docusaurus build` that take a value (the rest are flags). */
const OPTIONS_WITH_VALUE = new Set(['--out-dir', '--config', '--locale']);

/**
 * The output folder of `docusaurus build [siteDir] [--out-dir DIR] ...`, resolved as the CLI resolves it:
 * relative to the site folder, `build` by default.
 * @param {string[]} args the arguments after `build`
 * @param {string} cwd
 */
export function buildOutDir(args, cwd = process.cwd()) {
  let siteDir;
  let outDir;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const [name, inline] = arg.split(/=(.*)/s);
    if (OPTIONS_WITH_VALUE.has(name)) {
      const value = inline ?? args[++i];
      if (name === '--out-dir') outDir = value;
    } else if (!arg.startsWith('-') && siteDir === undefined) siteDir = arg;
  }
  const site = resolve(cwd, siteDir ?? '.');
  return {siteDir: site, outDir: resolve(site, outDir ?? 'build')};
}

/** Deletes everything in SET_ASIDE_DIR; never rejects. */
async function deleteSetAside(root) {
  const names = await readdir(root).catch(() => []);
  await Promise.all(names.map((name) => rm(join(root, name), {recursive: true, force: true}).catch(() => {})));
}

/**
 * Moves the output folder of the build `args` describe into SET_ASIDE_DIR (resolves once it is moved),
 * and starts deleting everything there: `deleted` settles when that is done, and never rejects. Moves
 * nothing when there is no such folder, or when it holds the site (or is the site).
 * @param {string[]} args the arguments after `build`
 * @returns {Promise<{deleted: Promise<void>}>}
 */
export async function setAsideOutput(args, cwd = process.cwd()) {
  const {siteDir, outDir} = buildOutDir(args, cwd);
  const root = resolve(cwd, SET_ASIDE_DIR);
  const holdsSite = siteDir === outDir || (siteDir + sep).startsWith(outDir + sep);
  if (!holdsSite && (await stat(outDir).catch(() => undefined))?.isDirectory()) {
    try {
      await mkdir(root, {recursive: true});
      await rename(outDir, join(root, `${basename(outDir)}-${process.pid}-${Date.now()}`));
    } catch {
      // Left where it is: the framework deletes it.
    }
  }
  return {deleted: deleteSetAside(root)};
}
