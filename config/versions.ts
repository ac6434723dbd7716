import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Options as DocsOptions, VersionOptions} from '@docusaurus/plugin-content-docs';

/** The frozen version built beside the current one. */
export const frozenVersion = '1.1.0';

/** Versions that have a snapshot (versions.json, written by `docusaurus docs:version`). */
function snapshotVersions(siteDir: string): string[] {
  const file = join(siteDir, 'versions.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/**
 * Current docs are "Next", served at /docs/ and counted as the latest; the
 * frozen version is served at /docs/1.1.0/ with the "unmaintained" banner.
 * Options for the frozen version apply only once its snapshot exists, so
 * `docusaurus docs:version 1.1.0` can create it. `currentOnly`: the live preview's default (config/env.ts).
 */
export function docsVersions(
  siteDir: string,
  {currentOnly = false}: {currentOnly?: boolean} = {},
): Pick<DocsOptions, 'lastVersion' | 'versions' | 'onlyIncludeVersions'> {
  const versions: Record<string, VersionOptions> = {current: {label: 'Next', path: ''}};
  if (currentOnly) return {lastVersion: 'current', versions, onlyIncludeVersions: ['current']};
  if (snapshotVersions(siteDir).includes(frozenVersion)) {
    versions[frozenVersion] = {label: frozenVersion, path: frozenVersion, banner: 'unmaintained'};
  }
  return {lastVersion: 'current', versions};
}
