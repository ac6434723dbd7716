/**
 * html-validate rules for the built site (tests/site/html-validity.test.ts). The recommended preset, less
 * what is valid HTML written the minifier's way or markup the framework owns. Each exception says why.
 */
module.exports = {
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // The framework's code blocks put one <div> per line inside <code> (prism-react-renderer's token
      // lines). Browsers render it as intended; everything else about <code> stays checked.
      code: {permittedContent: ['@phrasing', 'div']},
    },
  ],
  rules: {
    // The HTML minifier drops quotes, optional end tags and the slash of void elements, and writes the
    // doctype in lower case: all valid HTML, and the bytes it saves are the point of minifying.
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'void-style': 'off',
    'doctype-style': 'off',
    // Pages are written as React's server renderer writes them, not minified (scripts/docusaurus-build.mjs
    // says why): React names some attributes in camel case (hrefLang, autoComplete; HTML attribute names are
    // case-insensitive) and writes boolean and empty attributes with an empty value (hidden="").
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes style attributes (code token colours, the framework's layout fixes). Valid HTML; the
    // Content-Security-Policy in deploy/nginx allows inline styles for the same reason.
    'no-inline-style': 'off',
    // HTML5 ids only need to be non-empty without spaces; React's useId (_R_1a_) and the framework's
    // root (__docusaurus) start with an underscore.
    'valid-id': ['error', {relaxed: true}],
    // "Tags & Terms": an ampersand before a space is not a character reference and is valid.
    'no-raw-characters': ['error', {relaxed: true}],
    // ARIA lets lists (role list) and icons (role img) be named; the external-link icon and the card
    // menus' lists are named on purpose, for screen readers.
    'aria-label-misuse': ['error', {allowAnyNamable: true}],
    // Prism names some tokens twice ("token variable variable" in shell and GraphQL code); harmless.
    'no-dup-class': 'off',
    // A group of checkboxes shares one name (the survey's "uses"), as radio buttons do.
    'form-dup-name': ['error', {shared: ['radio', 'checkbox', 'button', 'reset', 'submit']}],
    // Doc titles carry the kind of page and an older version ("Dataset (GraphQL object, 1.1.0) | DataHub",
    // src/theme/ThemeProvider/TitleFormatter); the page's own name still comes first, where search results
    // cut. Keep titles under 75 characters.
    'long-title': ['error', {maxlength: 75}],
    // The framework's markup: the sidebar's collapsible category links (<a role="button">), the skip-link
    // and the announcement bar (role region). Our own components use native elements.
    'prefer-native-element': ['error', {exclude: ['button', 'region']}],
  },
};
