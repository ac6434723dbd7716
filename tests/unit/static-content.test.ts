import {test} from 'node:test';
import assert from 'node:assert/strict';
import {siteRoute} from '../../src/components/StaticContent/siteRoute';

const here = {origin: 'https://docs.example.com', pathname: '/docs/graphql/objects/datasets', search: ''};

function link(href: string, {target = '', download = false} = {}) {
  const url = new URL(href, `${here.origin}${here.pathname}`);
  return {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    target,
    hasAttribute: (name: string) => name === 'download' && download,
  };
}

test('a link to another page of the site is followed in the page, with its query and fragment', () => {
  assert.equal(
    siteRoute(link('/docs/graphql/enums/common#entity-type'), here, '/'),
    '/docs/graphql/enums/common#entity-type',
  );
  assert.equal(siteRoute(link('../scalars/index?x=1'), here, '/'), '/docs/graphql/scalars/index?x=1');
  assert.equal(siteRoute(link('/sub/docs/cli'), {...here, pathname: '/sub/docs/x'}, '/sub/'), '/sub/docs/cli');
});

test('the browser follows the rest itself: same page anchors, other origins, new tabs, downloads, files, outside the base URL', () => {
  assert.equal(siteRoute(link('#dataset--urn'), here, '/'), null);
  assert.equal(siteRoute(link('https://github.com/datahub-project/datahub'), here, '/'), null);
  assert.equal(siteRoute(link('/docs/cli', {target: '_blank'}), here, '/'), null);
  assert.equal(siteRoute(link('/docs/cli', {download: true}), here, '/'), null);
  assert.equal(siteRoute(link('/docs/quickstart.md'), here, '/'), null);
  assert.equal(siteRoute(link('/img/logo.svg'), here, '/'), null);
  assert.equal(siteRoute(link('/other/docs/cli'), {...here, pathname: '/sub/docs/x'}, '/sub/'), null);
  assert.equal(siteRoute(link('/docs/cli', {target: '_self'}), here, '/'), '/docs/cli');
});
