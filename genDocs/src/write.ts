import {existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {basename, dirname, join, relative} from 'node:path';

/** Relative path (forward slashes) to file content. */
export type FileTree = Map<string, string>;

/** Every file under dir, as a FileTree; empty when dir is missing. */
export function readTree(dir: string): FileTree {
  const tree: FileTree = new Map();
  if (!existsSync(dir)) return tree;
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    tree.set(relative(dir, path).split('\\').join('/'), readFileSync(path, 'utf8'));
  }
  return tree;
}

function sameTree(a: FileTree, b: FileTree): boolean {
  if (a.size !== b.size) return false;
  for (const [path, content] of a) if (b.get(path) !== content) return false;
  return true;
}

/** Folders left by a run that crashed mid-swap; they start with an underscore so Docusaurus ignores them. */
function removeLeftovers(target: string): void {
  const parent = dirname(target);
  if (!existsSync(parent)) return;
  const prefix = `_${basename(target)}.`;
  for (const name of readdirSync(parent)) {
    if (name.startsWith(prefix) && /\.(new|old)-\d+$/.test(name))
      rmSync(join(parent, name), {recursive: true, force: true});
  }
}

/**
 * Replaces the folder `target` with exactly `files`, all or nothing: the files are written to a
 * temporary folder beside the target, then the old folder is renamed away, the new one renamed in,
 * and the old one deleted. A failure before the swap leaves the old folder untouched. Returns false
 * when the folder already held exactly these files (nothing is written, so watchers stay quiet).
 */
export function swapDirectory(target: string, files: FileTree): boolean {
  removeLeftovers(target);
  if (existsSync(target) && sameTree(readTree(target), files)) return false;
  const parent = dirname(target);
  mkdirSync(parent, {recursive: true});
  const fresh = join(parent, `_${basename(target)}.new-${process.pid}`);
  const old = join(parent, `_${basename(target)}.old-${process.pid}`);
  rmSync(fresh, {recursive: true, force: true});
  try {
    for (const [path, content] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const file = join(fresh, path);
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, content);
    }
  } catch (error) {
    rmSync(fresh, {recursive: true, force: true});
    throw error;
  }
  const hadOld = existsSync(target);
  if (hadOld) renameSync(target, old);
  try {
    renameSync(fresh, target);
  } catch (error) {
    if (hadOld) renameSync(old, target);
    rmSync(fresh, {recursive: true, force: true});
    throw error;
  }
  if (hadOld) rmSync(old, {recursive: true, force: true});
  return true;
}

/** Writes one file through a temporary file and a rename, so readers never see half a file. */
export function writeFileAtomic(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  mkdirSync(dirname(file), {recursive: true});
  const temp = join(dirname(file), `.${basename(file)}.tmp-${process.pid}`);
  writeFileSync(temp, content);
  renameSync(temp, file);
  return true;
}
