import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after} from 'node:test';
import {pathsFor, repoRoot, type Paths} from '../src/paths';

const roots: string[] = [];
after(() => roots.forEach((root) => rmSync(root, {recursive: true, force: true})));

/**
 * A throwaway repository root holding a copy of the real data and the hand-written pages the data
 * links to, so tests can break files without touching the real ones.
 */
export function copyRoot(): Paths {
  const root = mkdtempSync(join(tmpdir(), 'gendocs-test-'));
  roots.push(root);
  cpSync(join(repoRoot, 'genDocs', 'data'), join(root, 'genDocs', 'data'), {recursive: true});
  // The quick-ingestion guides the source data links to (related.guide must name an existing doc).
  cpSync(join(repoRoot, 'docs', 'quick-ingestion-guides'), join(root, 'docs', 'quick-ingestion-guides'), {
    recursive: true,
  });
  return pathsFor(root);
}

/** Rewrites one data file of a copied root with a function of its text. */
export function editFile(file: string, change: (text: string) => string): void {
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}
