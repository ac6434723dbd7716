/**
 * The inline search-shortcut script (searchShortcut.js) as it goes into every page's <head>: comments,
 * indentation and blank lines removed. Line breaks stay, so the source needs no semicolon discipline.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export const SHORTCUT_SCRIPT_FILE = 'src/plugins/search-index/searchShortcut.js';

export function compactScript(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

export function searchShortcutScript(siteDir: string): string {
  return compactScript(readFileSync(join(siteDir, SHORTCUT_SCRIPT_FILE), 'utf8'));
}
