import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  admonitionTitlesToLabels,
  featureAvailabilitySentence,
  mdxToMarkdown,
  stripFrontMatter,
  type ConvertOptions,
} from '../../src/plugins/markdown-copies/convert';
import {createImageResolver, createLinkResolver} from '../../src/plugins/markdown-copies/resolve';
import {
  categoryIndexMarkdown,
  llmsFullTxt,
  llmsSections,
  llmsTxt,
  oneLine,
  sidebarDocIds,
} from '../../src/plugins/markdown-copies/llms';
import {absoluteUrl, markdownAlternate, markdownFileFor, markdownPathFor} from '../../src/plugins/markdown-copies/urls';
import type {ManifestDoc, SidebarItem} from '../../src/plugins/markdown-copies/types';

// The Markdown copies of doc pages (src/plugins/markdown-copies): one fixture per MDX construct.

const site = 'https://docs.example.com';
const sourceFile = '/site/docs/guides/tags.md';
const permalinkBySource = new Map([
  ['/site/docs/guides/tags.md', '/sub/docs/guides/tags'],
  ['/site/docs/quickstart.md', '/sub/docs/quickstart'],
  ['/site/docs/graphql/objects/corp-user.mdx', '/sub/docs/graphql/objects/corp-user'],
  ['/site/blog/2024-01-01-mesh.md', '/sub/learn/data-mesh'],
]);
const options: ConvertOptions = {
  title: 'Tags',
  resolveLink: createLinkResolver({
    sourceFile,
    pageUrl: `${site}/sub/docs/guides/tags`,
    siteOrigin: site,
    baseUrl: '/sub/',
    permalinkBySource,
  }),
  resolveImage: createImageResolver({
    sourceFile,
    siteOrigin: site,
    baseUrl: '/sub/',
    builtAssets: [
      'assets/ideal-img/overview.1a2b3c.320.png',
      'assets/ideal-img/overview.4d5e6f.1600.png',
      'assets/ideal-img/overview.7a8b9c.640.png',
      'assets/images/screen-0f1e2d3c.png',
    ],
  }),
};

const convert = (source: string) => mdxToMarkdown(source, options);

describe('front matter, imports and the title', () => {
  test('front matter and import/export lines are dropped; the title becomes the heading', async () => {
    const out = await convert(
      [
        '---',
        'title: Tags',
        'description: Label assets.',
        '---',
        '',
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        'export const answer = 42;',
        '',
        'Tags label assets.',
      ].join('\n'),
    );
    assert.equal(out, '# Tags\n\nTags label assets.\n');
  });

  test('a page with its own "# " heading keeps it and gets no second title', async () => {
    assert.equal(await convert('---\ntitle: X\n---\n\n# Own title\n\nText.\n'), '# Own title\n\nText.\n');
  });

  test('stripFrontMatter leaves a page without front matter alone', () => {
    assert.equal(stripFrontMatter('Text\n---\nmore'), 'Text\n---\nmore');
    assert.equal(stripFrontMatter('---\na: 1\n---\nBody'), 'Body');
  });

  test('code blocks are copied as written, even when they hold imports, JSX or admonition markers', async () => {
    const code = [
      '```tsx',
      "import Tabs from '@theme/Tabs';",
      '<Tabs><TabItem value="a">x</TabItem></Tabs>',
      ':::note',
      '```',
    ].join('\n');
    const out = await convert(`Before.\n\n${code}\n\nAfter.`);
    assert.ok(out.includes(code), out);
  });
});

describe('tabs', () => {
  test('each tab becomes a section headed one level below the heading it sits under', async () => {
    const out = await convert(
      [
        '## Create a tag',
        '',
        '<Tabs groupId="api">',
        '<TabItem value="graphql" label="GraphQL">',
        '',
        '```graphql',
        'mutation { createTag(input: {name: "pii"}) }',
        '```',
        '',
        '</TabItem>',
        '<TabItem value="python" label="Python SDK">',
        '',
        'Use the SDK:',
        '',
        '```python',
        'print("tag")',
        '```',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
        'Done.',
      ].join('\n'),
    );
    assert.equal(
      out,
      [
        '# Tags',
        '',
        '## Create a tag',
        '',
        '### GraphQL',
        '',
        '```graphql',
        'mutation { createTag(input: {name: "pii"}) }',
        '```',
        '',
        '### Python SDK',
        '',
        'Use the SDK:',
        '',
        '```python',
        'print("tag")',
        '```',
        '',
        'Done.',
        '',
      ].join('\n'),
    );
  });

  test('a tab without a label is headed by its value; indented tab content is dedented', async () => {
    const out = await convert(
      '<Tabs>\n  <TabItem value="docker">\n\n  ```shell\n  docker compose up\n  ```\n\n  </TabItem>\n</Tabs>\n',
    );
    assert.equal(out, '# Tags\n\n## docker\n\n```shell\ndocker compose up\n```\n');
  });

  test('tabs inside a list item become bold labels, indented to stay in the item', async () => {
    const out = await convert(
      [
        '1. Install:',
        '',
        '   <Tabs>',
        '   <TabItem value="pip" label="pip">',
        '',
        '   ```shell',
        '   pip install acryl-datahub',
        '   ```',
        '',
        '   </TabItem>',
        '   </Tabs>',
        '',
        '2. Run.',
      ].join('\n'),
    );
    assert.ok(
      out.includes('1. Install:\n\n   **pip**\n\n   ```shell\n   pip install acryl-datahub\n   ```\n\n2. Run.'),
      out,
    );
  });
});

describe('admonitions', () => {
  test(':::note becomes a blockquote headed by its kind', async () => {
    const out = await convert(':::note\nTags are case-sensitive.\n\nSecond paragraph.\n:::\n');
    assert.equal(out, '# Tags\n\n> **Note**\n>\n> Tags are case-sensitive.\n>\n> Second paragraph.\n');
  });

  test('a title, in brackets or in the legacy form after the kind, is kept', async () => {
    assert.equal(
      await convert(':::warning[Before you upgrade]\nBack up first.\n:::'),
      '# Tags\n\n> **Warning: Before you upgrade**\n>\n> Back up first.\n',
    );
    assert.equal(
      await convert(':::info Generated page\nDo not edit.\n:::'),
      '# Tags\n\n> **Info: Generated page**\n>\n> Do not edit.\n',
    );
  });

  test('code inside an admonition is quoted as a whole', async () => {
    const out = await convert(':::tip\nRun:\n\n```shell\ndatahub version\n```\n:::');
    assert.ok(out.includes('> **Tip**\n>\n> Run:\n>\n> ```shell\n> datahub version\n> ```'), out);
  });

  test('the legacy title form is only rewritten outside code blocks', async () => {
    assert.equal(await admonitionTitlesToLabels(':::note My title'), ':::note[My title]');
    assert.equal(await admonitionTitlesToLabels('```\n:::note My title\n```'), '```\n:::note My title\n```');
  });
});

describe('FeatureAvailability', () => {
  test('becomes one "Available in" sentence', async () => {
    assert.equal(
      await convert(
        "import FeatureAvailability from '@site/src/components/FeatureAvailability';\n\n<FeatureAvailability selfHosted cloud />\n\nBody.",
      ),
      '# Tags\n\nAvailable in: Self-hosted DataHub, DataHub Cloud.\n\nBody.\n',
    );
    assert.equal(
      await convert('<FeatureAvailability cloud stage="beta" />'),
      '# Tags\n\nAvailable in: DataHub Cloud. Stage: Beta.\n',
    );
  });

  test('flags written as expressions count too', () => {
    assert.equal(
      featureAvailabilitySentence({selfHosted: true, cloud: false, stage: 'alpha'}),
      'Available in: Self-hosted DataHub. Stage: Alpha.',
    );
  });
});

describe('images', () => {
  test('IdealImage becomes a Markdown image of the largest built size', async () => {
    const out = await convert(
      [
        "import IdealImage from '@theme/IdealImage';",
        "import overview from './assets/overview.png';",
        '',
        '<figure>',
        '  <IdealImage img={overview} alt="How metadata flows" />',
        '  <figcaption>Metadata flows in.</figcaption>',
        '</figure>',
      ].join('\n'),
    );
    assert.equal(
      out,
      `# Tags\n\n![How metadata flows](${site}/sub/assets/ideal-img/overview.4d5e6f.1600.png)\n\n*Metadata flows in.*\n`,
    );
  });

  test('Markdown images, <img> and static paths resolve to absolute URLs; unknown ones keep their text', async () => {
    assert.equal(
      await convert('![The screen](./screen.png)'),
      `# Tags\n\n![The screen](${site}/sub/assets/images/screen-0f1e2d3c.png)\n`,
    );
    assert.equal(
      await convert('<img src="/img/logo.svg" alt="Logo" />'),
      `# Tags\n\n![Logo](${site}/sub/img/logo.svg)\n`,
    );
    assert.equal(await convert('![Missing](./nowhere.png)'), '# Tags\n\n*(Image: Missing)*\n');
  });
});

describe('links', () => {
  test('relative .md links point to the absolute URL of the page, keeping the anchor', async () => {
    assert.equal(
      await convert('See [quickstart](../quickstart.md#install) and [user](./../graphql/objects/corp-user.mdx).'),
      `# Tags\n\nSee [quickstart](${site}/sub/docs/quickstart#install) and [user](${site}/sub/docs/graphql/objects/corp-user).\n`,
    );
  });

  test('anchors, root-relative paths and reference definitions become absolute; outside links stay', async () => {
    const out = await convert(
      [
        'Jump to [usage](#usage), the [Slack page](/slack), [GitHub](https://github.com/datahub-project/datahub) or [the blog][mesh].',
        '',
        '[mesh]: ../../blog/2024-01-01-mesh.md',
      ].join('\n'),
    );
    assert.ok(out.includes(`[usage](${site}/sub/docs/guides/tags#usage)`), out);
    assert.ok(out.includes(`[Slack page](${site}/sub/slack)`), out);
    assert.ok(out.includes('[GitHub](https://github.com/datahub-project/datahub)'), out);
    assert.ok(out.includes(`[mesh]: ${site}/sub/learn/data-mesh`), out);
  });

  test('bare URLs are left as written', async () => {
    assert.equal(await convert('Visit https://datahub.com today.'), '# Tags\n\nVisit https://datahub.com today.\n');
  });

  test('the link resolver covers every kind of target', () => {
    const resolve = options.resolveLink;
    assert.equal(resolve('mailto:a@b.c'), 'mailto:a@b.c');
    assert.equal(resolve('pathname:///files/a.pdf'), `${site}/sub/files/a.pdf`);
    assert.equal(resolve('/sub/docs/x'), `${site}/sub/docs/x`);
    assert.equal(resolve('other-page'), `${site}/sub/docs/guides/other-page`);
    assert.equal(resolve('./missing.md'), `${site}/sub/docs/guides/missing.md`);
  });
});

describe('other JSX and HTML', () => {
  test('generated reference markup becomes inline Markdown, heading ids are dropped', async () => {
    const out = await convert(
      [
        'export const Bullet = () => <><span>&nbsp;●&nbsp;</span></>',
        'export const Badge = (props) => <><span className={props.class}>{props.text}</span></>',
        '',
        '#### [<code style={{ fontWeight: \'normal\' }}>CorpUser.<b>urn</b></code>](#urn)<Bullet />[<code style={{ fontWeight: \'normal\' }}><b>String!</b></code>](../graphql/objects/corp-user.mdx) <Badge class="badge badge--secondary" text="non-null"/> \\{#urn\\} ',
        'The URN.',
      ].join('\n'),
    );
    assert.equal(
      out,
      `# Tags\n\n#### [\`CorpUser.urn\`](${site}/sub/docs/guides/tags#urn) · [\`String!\`](${site}/sub/docs/graphql/objects/corp-user) (non-null)\nThe URN.\n`,
    );
  });

  test('wrappers keep their content; badges are bold; comments and <br /> disappear', async () => {
    const out = await convert(
      [
        '<div className="badges">',
        '<span className="badge badge--success">Certified</span>',
        '</div>',
        '',
        '{/* a note for editors */}',
        '',
        '| Key | Notes |',
        '| --- | --- |',
        '| `a` | first<br />second |',
      ].join('\n'),
    );
    assert.equal(out, '# Tags\n\n**Certified**\n\n| Key | Notes |\n| --- | --- |\n| `a` | first second |\n');
    assert.equal(
      await convert(
        '<div className={styles.badges}>\n<span className="badge badge--success">Certified</span>\n<span className="badge">Warehouse</span>\n</div>',
      ),
      '# Tags\n\n**Certified** · **Warehouse**\n',
    );
  });

  test('<details> becomes a bold summary followed by its content', async () => {
    const out = await convert('<details>\n<summary>Full recipe</summary>\n\n```yaml\nsource: {}\n```\n\n</details>');
    assert.equal(out, '# Tags\n\n**Full recipe**\n\n```yaml\nsource: {}\n```\n');
  });

  test('inline HTML for emphasis and links becomes Markdown', async () => {
    assert.equal(
      await convert('Use <b>bold</b>, <em>stress</em> and <a href="../quickstart.md">a link</a>.'),
      `# Tags\n\nUse **bold**, *stress* and [a link](${site}/sub/docs/quickstart).\n`,
    );
  });

  test('text is printed with only the escapes Markdown needs; items written together stay together', async () => {
    assert.equal(
      await convert('Q&A on snake_case \\(really\\), a \\* star and &amp; more.\n\n- one\n- two\n\n  more of two'),
      '# Tags\n\nQ&A on snake_case (really), a \\* star and & more.\n\n- one\n- two\n\n  more of two\n',
    );
  });

  test("a fence's drawing hint `plain` is dropped; the rest of its line is kept", async () => {
    assert.equal(
      await convert('```graphql plain\ntype Tag {\n  urn: String!\n}\n```\n\n```yaml title="recipe.yml"\na: 1\n```'),
      '# Tags\n\n```graphql\ntype Tag {\n  urn: String!\n}\n```\n\n```yaml title="recipe.yml"\na: 1\n```\n',
    );
  });

  test('blank lines between blocks are collapsed, but never inside code', async () => {
    const out = await convert('One.\n\n\n\nTwo.\n\n```text\na\n\n\n\nb\n```\n');
    assert.equal(out, '# Tags\n\nOne.\n\nTwo.\n\n```text\na\n\n\n\nb\n```\n');
  });
});

describe('where copies live', () => {
  test('a copy sits beside its page, under the base URL', () => {
    assert.equal(markdownPathFor('/docs/quickstart'), '/docs/quickstart.md');
    assert.equal(markdownPathFor('/sub/docs/'), '/sub/docs/index.md');
    assert.equal(markdownPathFor('/docs/a#b'), '/docs/a.md');
    assert.equal(markdownFileFor('/sub/docs/what/urn', '/sub/'), 'docs/what/urn.md');
    assert.equal(markdownFileFor('/docs/a%20b', '/'), 'docs/a b.md');
    assert.throws(() => markdownFileFor('/other/x', '/sub/'), /not under the base URL/);
    assert.equal(absoluteUrl('https://h.example/', '/x'), 'https://h.example/x');
  });

  test("a page's head link names the copy the build writes for it", () => {
    // src/theme/DocBreadcrumbs renders <link {...markdownAlternate(permalink)}> on every doc and category page.
    for (const [permalink, baseUrl] of [
      ['/docs/quickstart', '/'],
      ['/docs/graphql/objects/', '/'],
      ['/sub/docs/1.1.0/quickstart', '/sub/'],
      ['/sub/docs/category/features', '/sub/'],
    ]) {
      const link = markdownAlternate(permalink);
      assert.deepEqual(link, {rel: 'alternate', type: 'text/markdown', href: markdownPathFor(permalink)});
      assert.equal(link.href, `${baseUrl}${markdownFileFor(permalink, baseUrl)}`, permalink);
    }
    assert.equal(markdownAlternate('/docs/graphql/objects/').href, '/docs/graphql/objects/index.md');
  });
});

describe('llms.txt and llms-full.txt', () => {
  const doc = (id: string, description = `About ${id}.`, unlisted = false): ManifestDoc => ({
    id,
    title: id[0].toUpperCase() + id.slice(1),
    description,
    permalink: `/docs/${id}`,
    sourceFile: `/site/docs/${id}.md`,
    unlisted,
  });
  const docs = [
    doc('intro'),
    doc('install'),
    doc('tags'),
    doc('api', 'The\nAPI.'),
    doc('hidden', '', true),
    doc('orphan'),
  ];
  const sidebars: Record<string, SidebarItem[]> = {
    main: [
      {
        type: 'category',
        label: 'Getting Started',
        link: {type: 'doc', id: 'intro'},
        items: [
          {type: 'doc', id: 'install'},
          {type: 'doc', id: 'hidden'},
        ],
      },
      {
        type: 'category',
        label: 'Features',
        link: {type: 'generated-index', permalink: '/docs/category/features'},
        items: [
          {type: 'doc', id: 'tags', label: 'Tagging'},
          {
            type: 'category',
            label: 'APIs',
            items: [
              {type: 'doc', id: 'api'},
              {type: 'doc', id: 'install'},
            ],
          },
          {type: 'link', label: 'GitHub', href: 'https://github.com/datahub-project/datahub'},
        ],
      },
    ],
  };

  test('sidebar order: a category page first, then its items, each once', () => {
    assert.deepEqual(sidebarDocIds(sidebars.main), ['intro', 'install', 'hidden', 'tags', 'api']);
  });

  test('one section per top-level category; unlisted pages left out; the rest under Optional', () => {
    const sections = llmsSections(sidebars, docs);
    assert.deepEqual(
      sections.map((s) => [s.title, s.docs.map((d) => d.id)]),
      [
        ['Getting Started', ['intro', 'install']],
        ['Features', ['tags', 'api']],
        ['Optional', ['orphan']],
      ],
    );
  });

  test('llms.txt: title, summary, then each page as a link to its copy with a one-line description', () => {
    const text = llmsTxt({
      siteTitle: 'DataHub',
      summary: 'A metadata platform.',
      versionLabel: 'Next',
      siteOrigin: site,
      baseUrl: '/',
      sections: llmsSections(sidebars, docs),
    });
    assert.match(text, /^# DataHub\n\n> A metadata platform\.\n\nThis index lists/);
    assert.ok(text.includes(`${site}/llms-full.txt`));
    assert.ok(
      text.includes(
        `\n## Features\n\n- [Tags](${site}/docs/tags.md): About tags.\n- [Api](${site}/docs/api.md): The API.\n`,
      ),
    );
    assert.ok(!text.includes('hidden'));
  });

  test('long descriptions are cut at a word', () => {
    assert.equal(oneLine('a b c', 10), 'a b c');
    const cut = oneLine('word '.repeat(100), 40);
    assert.ok(cut.length <= 40 && cut.endsWith('…'), cut);
  });

  test('llms-full.txt: each page after a rule and its address', () => {
    const text = llmsFullTxt({
      siteTitle: 'DataHub',
      summary: 'A metadata platform.',
      versionLabel: 'Next',
      siteOrigin: site,
      pages: [
        {doc: docs[0], markdown: '# Intro\n\nHello.\n'},
        {doc: docs[1], markdown: '# Install\n\nRun it.\n'},
      ],
    });
    assert.equal(
      text,
      `# DataHub documentation, full text (version Next)\n\n> A metadata platform.\n\n---\n\nSource: ${site}/docs/intro\n\n# Intro\n\nHello.\n\n---\n\nSource: ${site}/docs/install\n\n# Install\n\nRun it.\n`,
    );
  });

  test('a category page copy lists what the category holds', () => {
    const text = categoryIndexMarkdown(
      {
        title: 'Features',
        description: 'Everything DataHub does.',
        permalink: '/docs/category/features',
        sidebar: 'main',
      },
      sidebars,
      docs,
      site,
      '/',
    );
    assert.equal(
      text,
      [
        '# Features',
        '',
        'Everything DataHub does.',
        '',
        `- [Tagging](${site}/docs/tags): About tags.`,
        `- [APIs](${site}/docs/api)`,
        '- [GitHub](https://github.com/datahub-project/datahub)',
        '',
      ].join('\n'),
    );
  });
});
