import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {markdownPathFor} from '../../src/plugins/markdown-copies/urls';

// Markdown for agents in deploy/nginx/datahub-docs.conf: its maps, read from the file and run here, find
// the copy the build writes for each kind of doc page (src/plugins/markdown-copies/urls.ts) from either
// form of the page's address, and tell an agent's Accept from a browser's. tests/e2e/nginx.spec.ts checks
// the answers nginx gives.

const config = readFileSync('deploy/nginx/datahub-docs.conf', 'utf8');

/** A map block of the config as [regex, value template][] and its default. */
function nginxMap(variable: string): {entries: [RegExp, string][]; fallback: string} {
  const block = new RegExp(`^map \\$\\w+ \\$${variable} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(config);
  assert.ok(block, `map ... $${variable}`);
  const entries: [RegExp, string][] = [];
  let fallback = '';
  for (const line of block[1].split('\n')) {
    const entry = /^\s*(?:"(~\*?)([^"]*)"|(default))\s+("[^"]*"|\S+);/.exec(line);
    if (!entry) continue;
    const value = entry[4].replace(/^"|"$/g, '');
    if (entry[3]) fallback = value;
    else entries.push([new RegExp(entry[2], entry[1] === '~*' ? 'i' : ''), value]);
  }
  return {entries, fallback};
}

/** What nginx's map gives for a value: the first matching regex's template, named captures filled in. */
function evaluate(variable: string, input: string): string {
  const {entries, fallback} = nginxMap(variable);
  for (const [regex, template] of entries) {
    const match = regex.exec(input);
    if (match) return template.replace(/\$(\w+)/g, (_whole, name: string) => match.groups?.[name] ?? '');
  }
  return fallback;
}

test("the maps look for each page's copy where the build writes it, with and without the trailing slash", () => {
  for (const permalink of [
    '/docs/quickstart',
    '/docs/1.1.0/quickstart',
    '/docs/category/features',
    '/docs/generated/metamodel/entities/dataset',
    '/docs/graphql/objects/',
    '/docs/1.1.0/graphql/enums/',
  ]) {
    const copy = markdownPathFor(permalink);
    const page = permalink.replace(/\/$/, '');
    for (const uri of [page, `${page}/`]) {
      const candidates = [evaluate('docs_markdown_beside', uri), evaluate('docs_markdown_inside', uri)];
      assert.ok(candidates.includes(copy), `${uri}: ${candidates.join(', ')} should include ${copy}`);
    }
  }
  // Nothing outside /docs/, and no candidate that is a folder or the site root.
  for (const uri of ['/', '/integrations', '/learn/data-mesh', '/docs', '/docs/']) {
    assert.equal(evaluate('docs_markdown_beside', uri), '', uri);
    assert.equal(evaluate('docs_markdown_inside', uri), '', uri);
  }
});

test('Accept: text/markdown asks for the copy; browsers, curl and a refusal with q=0 get the page', () => {
  const wants = (accept: string) => evaluate('docs_wants_markdown', accept);
  for (const accept of [
    'text/markdown',
    'TEXT/MARKDOWN',
    'text/markdown; charset=utf-8',
    'text/markdown, text/html;q=0.9, */*;q=0.8',
    'text/html;q=0.9,text/markdown',
    'text/markdown;q=0.5, text/plain',
  ]) {
    assert.equal(wants(accept), '1', accept);
  }
  for (const accept of [
    '',
    '*/*',
    // Chrome, Firefox, Safari.
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/markdown;q=0, text/html',
    'text/html, text/markdown; q=0.0',
    'text/markdownish',
    'application/text/markdown',
  ]) {
    assert.equal(wants(accept), '0', accept);
  }
});

test('the Link header and the rewrite use the copy found, and Vary: Accept goes with both answers', () => {
  // The server block, in order (rewrite-module directives run in order): the copy found, the headers'
  // values, then the rewrite for an agent.
  const server = config.slice(config.indexOf('server {'));
  const order = [
    'if (-f $document_root$docs_markdown_inside)',
    'if (-f $document_root$docs_markdown_beside)',
    `set $docs_markdown_link '<$docs_markdown>; rel="alternate"; type="text/markdown"';`,
    'set $docs_vary "Accept";',
    'if ($docs_negotiate ~ ^1/)',
    'rewrite ^ $docs_markdown last;',
  ].map((text) => {
    const at = server.indexOf(text);
    assert.notEqual(at, -1, text);
    return at;
  });
  assert.deepEqual(
    order,
    [...order].sort((a, b) => a - b),
  );
  for (const line of ['add_header Link $docs_markdown_link;', 'add_header Vary $docs_vary;']) {
    assert.ok(server.includes(`\n    ${line}\n`), line);
  }
  // No add_header inside a location: nginx would drop every header set at the server level there.
  for (const location of server.matchAll(/^\s*location [^{]*\{([^}]*)\}/gm)) {
    assert.doesNotMatch(location[1], /add_header/, location[0]);
  }
});
