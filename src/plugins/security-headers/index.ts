import type {LoadContext, Plugin} from '@docusaurus/types';
import {securityHeaders, writeHeadersFile} from '../../../scripts/security-headers.mjs';

export interface SecurityHeadersOptions {
  /** The build's Content-Security-Policy: config/csp.ts derives it from the configuration. */
  contentSecurityPolicy: string;
}

/**
 * Writes build/_headers, the security headers of this build: deploy/security-headers.json with the
 * Content-Security-Policy of the build's configuration. The file is what CDNs that read one apply, and the
 * record the rest of the deploy reads: the post-build step checks it, scripts/nginx-config.mjs and the
 * tests' nginx put its policy into the nginx config, and the browser tests apply it. Written here, by the
 * build, because only the build knows the configuration it was made with.
 */
export default function securityHeadersPlugin(_context: LoadContext, options: unknown): Plugin {
  const {contentSecurityPolicy} = options as SecurityHeadersOptions;
  // Checked now (no quote, no line break), so a bad policy stops the build before it starts.
  const headers = securityHeaders({contentSecurityPolicy});
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      await writeHeadersFile(outDir, headers);
    },
  };
}
