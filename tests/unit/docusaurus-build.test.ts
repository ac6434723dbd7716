import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {BUILD_NODE_FLAGS, DOCUSAURUS_CLI, docusaurusBuild} from '../../scripts/docusaurus-build.mjs';

// `npm run build` and the scripts that build (tests, bench, profile) run the same command
// (scripts/docusaurus-build.mjs), so the bench's figures are the real build's.

test("package.json's build script is the command the scripts run", () => {
  const {scripts} = JSON.parse(readFileSync('package.json', 'utf8')) as {scripts: Record<string, string>};
  const [command, args] = docusaurusBuild([]);
  assert.equal(scripts.build, [command, ...args].join(' '));
  assert.ok(BUILD_NODE_FLAGS.length > 0 && args.slice(0, BUILD_NODE_FLAGS.length).every((arg) => arg.startsWith('--')));
  assert.ok(existsSync(DOCUSAURUS_CLI), `${DOCUSAURUS_CLI} exists`);
  // It runs the framework's CLI, with the HTML minifier skipped unless the environment says otherwise.
  const wrapper = readFileSync(DOCUSAURUS_CLI, 'utf8');
  assert.match(wrapper, /process\.env\.SKIP_HTML_MINIFICATION \?\?= 'true'/);
  const cli = /import\('(\.\.\/node_modules\/@docusaurus\/core\/bin\/docusaurus\.mjs)'\)/.exec(wrapper)?.[1];
  assert.ok(cli && existsSync(cli.replace('../', '')), "the wrapper imports the framework's CLI");
});
