// Types the generated index even before `npm run generate` has written it, so a fresh checkout typechecks.
declare module '@site/src/data/generated/sources.json' {
  const sources: import('@site/genDocs/src/schema').SourceIndexEntry[];
  export default sources;
}
