// CSS modules written in Sass (docusaurus-plugin-sass) export their class names.
declare module '*.module.scss' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
