import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
  headersFile,
  nginxAddHeaders,
  nginxHeaderDrift,
  securityHeaders,
  writeHeadersFile,
} from '../../scripts/security-headers.mjs';
import {siteConfig} from '../../scripts/serve-nginx.mjs';

// One source for the security headers (deploy/security-headers.json): the nginx config's add_header lines
// and the _headers file the build writes for CDNs cannot drift apart.

const nginxConfig = readFileSync('deploy/nginx/datahub-docs.conf', 'utf8');

test("the nginx config's add_header lines are exactly deploy/security-headers.json", () => {
  assert.deepEqual(nginxHeaderDrift(nginxConfig), []);
  const {headers, httpsOnly} = securityHeaders();
  const set = nginxAddHeaders(nginxConfig).filter((line) => !line.commented);
  for (const [name, value] of Object.entries(headers)) {
    assert.deepEqual(
      set.filter((line) => line.name === name).map(({value, always}) => ({value, always})),
      [{value, always: true}],
      name,
    );
  }
  // HSTS is in the config as a commented line for TLS deployments.
  for (const [name, value] of Object.entries(httpsOnly)) {
    assert.ok(nginxConfig.includes(`# add_header ${name} "${value}" always;`), `commented ${name}`);
  }
});

test('the headers include the ones a reader of the issue expects, with nothing dangerous granted', () => {
  const {headers} = securityHeaders();
  assert.match(headers['Content-Security-Policy'], /frame-ancestors 'self'/);
  assert.equal(headers['X-Content-Type-Options'], 'nosniff');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort']) {
    assert.match(headers['Permissions-Policy'], new RegExp(`(^|, )${feature}=\\(\\)(,|$)`), feature);
  }
  // The copy buttons write to the clipboard.
  assert.doesNotMatch(headers['Permissions-Policy'], /clipboard/);
});

test('any drift is reported by line: a changed value, a missing header, a header set only in nginx', () => {
  const changed = nginxConfig.replace(
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header X-Content-Type-Options "sniff" always;',
  );
  assert.deepEqual(
    nginxHeaderDrift(changed).map((problem) => problem.replace(/^line \d+/, 'line N')),
    ['line N: X-Content-Type-Options differs from the JSON'],
  );
  const missing = nginxConfig.replace(/^\s*add_header Permissions-Policy .*\n/m, '');
  assert.deepEqual(nginxHeaderDrift(missing), ['expected one "add_header Permissions-Policy ..." line, found 0']);
  const extra = nginxConfig.replace(
    'server_tokens off;',
    'server_tokens off;\n    add_header X-Frame-Options "DENY" always;',
  );
  assert.match(nginxHeaderDrift(extra).join('\n'), /X-Frame-Options is not in deploy\/security-headers\.json/);
  const notAlways = nginxConfig.replace(
    '"strict-origin-when-cross-origin" always;',
    '"strict-origin-when-cross-origin";',
  );
  assert.match(nginxHeaderDrift(notAlways).join('\n'), /Referrer-Policy lacks "always"/);
  // The tests' nginx (scripts/serve-nginx.mjs) runs the same check before serving the committed config.
  assert.doesNotThrow(() => siteConfig('/tmp/site', 4999));
});

test('the _headers file sets every header on every path, HSTS commented', async () => {
  const {headers, httpsOnly} = securityHeaders();
  const text = headersFile();
  const lines = text.split('\n');
  const rules = lines.filter((line) => !line.startsWith('#') && line.trim() !== '');
  assert.deepEqual(rules, ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)]);
  for (const [name, value] of Object.entries(httpsOnly)) assert.ok(lines.includes(`#  ${name}: ${value}`), name);
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  try {
    await writeHeadersFile(dir);
    assert.equal(readFileSync(join(dir, '_headers'), 'utf8'), text);
    assert.deepEqual(readdirSync(dir), ['_headers']);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
