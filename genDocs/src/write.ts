import {existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {basename, dirname, join, relative} from 'node:path';
import {fsReason} from './errors';

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

/** Folders and files left by a run that crashed mid-swap; their names start with `_` or `.`, so Docusaurus ignores them. */
function removeLeftovers(target: string): void {
  const parent = dirname(target);
  const prefixes = [`_${basename(target)}.`, `.${basename(target)}.`];
  try {
    for (const name of readdirSync(parent)) {
      if (prefixes.some((prefix) => name.startsWith(prefix)) && /\.(new|old|tmp)-\d+$/.test(name))
        rmSync(join(parent, name), {recursive: true, force: true});
    }
  } catch {
    // No parent folder yet, or one that cannot be read: writing the output reports it.
  }
}

/** One generated output: a folder replaced by exactly these files, or a single file. */
export type Output = {target: string; files: FileTree} | {target: string; content: string};

/** The file operation the swap makes; tests replace it to fail at a chosen step. */
export interface SwapFs {
  rename: (from: string, to: string) => void;
}

/** Thrown when outputs cannot be replaced; the message is one line and names the path. */
export class WriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WriteError';
  }
}

function unchanged(output: Output): boolean {
  try {
    if ('files' in output) return existsSync(output.target) && sameTree(readTree(output.target), output.files);
    return existsSync(output.target) && readFileSync(output.target, 'utf8') === output.content;
  } catch {
    // Unreadable: it is rewritten, and writing reports what is wrong.
    return false;
  }
}

/** Where an output is written before the swap, and where the old one waits until the swap is done. */
function sidePaths(output: Output): {fresh: string; old: string} {
  const parent = dirname(output.target);
  const name = basename(output.target);
  const prefix = 'files' in output ? `_${name}` : `.${name}`;
  return {fresh: join(parent, `${prefix}.new-${process.pid}`), old: join(parent, `${prefix}.old-${process.pid}`)};
}

function stage(output: Output, fresh: string): void {
  mkdirSync(dirname(output.target), {recursive: true});
  rmSync(fresh, {recursive: true, force: true});
  if (!('files' in output)) {
    writeFileSync(fresh, output.content);
    return;
  }
  mkdirSync(fresh);
  for (const [path, content] of [...output.files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const file = join(fresh, path);
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, content);
  }
}

/**
 * Replaces a set of outputs together: all change or none does. Every new folder and file is first written
 * beside its target (`_name.new-PID`, `.name.new-PID`); only when all are written is each old one renamed
 * away and the new one renamed in. If a rename fails, the outputs already swapped are put back. The old
 * ones are deleted at the end. Unchanged outputs are not rewritten (so watchers stay quiet); returns the
 * targets that changed. `show` turns a path into the form used in messages.
 */
export function replaceOutputs(
  outputs: Output[],
  {
    fs = {rename: renameSync},
    show = (path: string) => path,
    inPlace = false,
  }: {fs?: SwapFs; show?: (path: string) => string; inPlace?: boolean} = {},
): string[] {
  outputs.forEach((output) => removeLeftovers(output.target));
  if (inPlace) return updateInPlace(outputs, show);
  const changed = outputs.filter((output) => !unchanged(output)).map((output) => ({output, ...sidePaths(output)}));
  const discard = (path: string) => rmSync(path, {recursive: true, force: true});
  // Cleaning up after a failure must not hide the failure.
  const discardQuietly = (path: string) => {
    try {
      discard(path);
    } catch {
      // Left for removeLeftovers on the next run.
    }
  };

  for (const [i, {output, fresh}] of changed.entries()) {
    try {
      stage(output, fresh);
    } catch (error) {
      changed.slice(0, i + 1).forEach((c) => discardQuietly(c.fresh));
      throw new WriteError(`cannot write ${show(output.target)}: ${fsReason(error)}; no output was changed`);
    }
  }

  const swapped: {output: Output; fresh: string; old: string; hadOld: boolean}[] = [];
  for (const {output, fresh, old} of changed) {
    const hadOld = existsSync(output.target);
    let movedAway = false;
    try {
      if (hadOld) fs.rename(output.target, old);
      movedAway = hadOld;
      fs.rename(fresh, output.target);
      swapped.push({output, fresh, old, hadOld});
    } catch (error) {
      const failures: string[] = [];
      const restore = (target: string, oldPath: string, had: boolean, inPlace: boolean) => {
        try {
          if (inPlace) discard(target);
          if (had) fs.rename(oldPath, target);
        } catch (restoreError) {
          failures.push(`${show(target)} (its previous version is in ${show(oldPath)}: ${fsReason(restoreError)})`);
        }
      };
      restore(output.target, old, movedAway, false);
      for (const done of swapped.reverse()) restore(done.output.target, done.old, done.hadOld, true);
      changed.forEach((c) => discardQuietly(c.fresh));
      throw new WriteError(
        `cannot replace ${show(output.target)}: ${fsReason(error)}; ${
          failures.length === 0 ? 'no output was changed' : `could not put back ${failures.join(', ')}`
        }`,
      );
    }
  }
  // Done: the old outputs go; one that cannot be deleted now is removed by the next run.
  swapped.forEach(({old}) => discardQuietly(old));
  return changed.map((c) => c.output.target);
}

/**
 * The live preview's way (`generate --watch`): only the files whose content changed are written, each
 * through a temporary file renamed over it, and files no longer generated are deleted. Swapping whole
 * folders would make the dev server see every generated page deleted and added again, reload them all
 * and rebuild every one the writer has opened, for an edit to one page. Every new file is written before
 * any is renamed in, so a write that fails (a full disk) changes nothing; there is no undo across renames,
 * which a build (`replaceOutputs` without `inPlace`) keeps.
 */
function updateInPlace(outputs: Output[], show: (path: string) => string): string[] {
  const writes: {file: string; temp: string; content: string}[] = [];
  const deletes: {file: string; root: string}[] = [];
  const changed: string[] = [];
  for (const output of outputs) {
    const before = 'files' in output ? readTree(output.target) : new Map<string, string>();
    const after: FileTree = 'files' in output ? output.files : new Map([[basename(output.target), output.content]]);
    const root = 'files' in output ? output.target : dirname(output.target);
    let touched = false;
    for (const [path, content] of after) {
      const file = join(root, path);
      const current = 'files' in output ? before.get(path) : existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      if (current === content) continue;
      writes.push({file, temp: join(dirname(file), `.${basename(file)}.tmp-${process.pid}`), content});
      touched = true;
    }
    for (const path of before.keys())
      if (!after.has(path)) {
        deletes.push({file: join(root, path), root});
        touched = true;
      }
    if (touched) changed.push(output.target);
  }
  let writing = '';
  try {
    for (const {file, temp, content} of writes) {
      writing = file;
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(temp, content);
    }
  } catch (error) {
    for (const {temp} of writes) {
      try {
        rmSync(temp, {force: true});
      } catch {
        // Never written (its folder could not be made): nothing to remove.
      }
    }
    throw new WriteError(`cannot write ${show(writing)}: ${fsReason(error)}; no output was changed`);
  }
  for (const {file, temp} of writes) renameSync(temp, file);
  for (const {file, root} of deletes) {
    rmSync(file, {force: true});
    // A folder left empty inside the output goes too, as it would with the swap.
    for (let dir = dirname(file); dir !== root && readdirSync(dir).length === 0; dir = dirname(dir))
      rmSync(dir, {recursive: true});
  }
  return changed;
}

/**
 * Replaces the folder `target` with exactly `files`, all or nothing (see replaceOutputs). Returns false
 * when the folder already held exactly these files.
 */
export function swapDirectory(target: string, files: FileTree): boolean {
  return replaceOutputs([{target, files}]).length > 0;
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
