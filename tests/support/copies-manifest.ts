import {join} from 'node:path';
import type {Manifest, ManifestDoc} from '../../src/plugins/markdown-copies/types';

/** A Markdown-copies manifest for a small test site in `root`: one version, the given docs, a build folder. */
export function copiesManifest(root: string, docs: ManifestDoc[], more: Partial<Manifest> = {}): Manifest {
  return {
    outDir: join(root, 'build'),
    siteOrigin: 'https://docs.example.com',
    baseUrl: '/',
    siteTitle: 'Docs',
    summary: 'Test docs.',
    versions: [{name: 'current', label: 'Next', isLast: true, docs, categoryIndices: [], sidebars: {}}],
    otherPages: [],
    ...more,
  };
}
