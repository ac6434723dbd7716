// Bundler loader for the docs plugin's version props (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json),
// see index.ts. Every doc page of a version loads this file, and the framework puts the title and description
// of every doc of the version in it (`version.docs`). The theme reads a doc's entry there only to show its
// title and description on a category card (DocCard, through useDocById), so only the docs shown as cards
// (the plugin writes their ids per version to a data file) keep an entry: about 5 KB compressed less on every
// doc page than an id and sidebar per doc.

const {readFileSync} = require('node:fs');

function trimVersionProps(file, props, cardDocIds) {
  const version = props && props.version;
  // Other props of the docs plugin (tag lists, generated-index pages) pass through.
  if (!version || typeof version !== 'object' || !('docs' in version)) return props;
  const fail = (field, what) => {
    throw new Error(
      `${file}: ${field} ${what}; update src/plugins/route-data-trim/versionPropsLoader.cjs to the docs plugin's new version props.`,
    );
  };
  if (!version.docs || typeof version.docs !== 'object' || Array.isArray(version.docs))
    fail('version.docs', 'is not an object keyed by doc id');
  const cards = cardDocIds[version.version];
  if (!Array.isArray(cards))
    fail('version.version', `names "${version.version}", a version the plugin gave no card list for`);
  const keep = new Set(cards);
  const docs = {};
  for (const [id, doc] of Object.entries(version.docs)) {
    if (!doc || doc.id !== id) fail(`version.docs["${id}"]`, 'has no matching id');
    if (keep.has(id)) docs[id] = {id, title: doc.title, description: doc.description, sidebar: doc.sidebar};
  }
  return {...props, version: {...version, docs}};
}

module.exports = function trimVersionPropsLoader(source) {
  let props;
  try {
    props = JSON.parse(source);
  } catch (error) {
    throw new Error(`${this.resourcePath}: not JSON (${error.message})`);
  }
  const {cardDocsFile} = this.getOptions();
  this.addDependency(cardDocsFile);
  const cardDocIds = JSON.parse(readFileSync(cardDocsFile, 'utf8'));
  return JSON.stringify(trimVersionProps(this.resourcePath, props, cardDocIds));
};
module.exports.trimVersionProps = trimVersionProps;
