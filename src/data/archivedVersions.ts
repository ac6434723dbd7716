/**
 * Older documentation versions. They are not built here: each is a frozen
 * copy of the site hosted on its own, and the version dropdown links to it.
 */
export interface ArchivedVersion {
  /** DataHub release the snapshot documents, e.g. "1.0.0". */
  readonly version: string;
  /** Where the archived site is served. */
  readonly url: string;
}

const archiveHost = (version: string): string =>
  `https://docs-archive.datahub.com/v${version.replace(/\./g, '-')}/docs/features`;

export const archivedVersions: readonly ArchivedVersion[] = [
  '1.0.0',
  '0.15.0',
  '0.14.1',
  '0.14.0',
  '0.13.1',
  '0.13.0',
  '0.12.1',
  '0.11.0',
  '0.10.5',
].map((version) => ({version, url: archiveHost(version)}));
