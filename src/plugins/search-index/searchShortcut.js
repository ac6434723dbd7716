/*
 * The search shortcut, before the search modal exists. Inlined into every page's <head> by the
 * search-index plugin (index.ts), so it runs before the page's scripts load: a reader who presses
 * Ctrl/Cmd+K or "/", or types on the focused search button, and goes on typing loses nothing while the
 * modal's code downloads, on a slow phone too.
 *
 * - The shortcut is taken here (DocSearch's own listener never sees it): once the page is hydrated the
 *   search button is clicked, which opens the modal (src/theme/SearchBar); before that, the click waits
 *   for hydration (Docusaurus sets data-has-hydrated on <html>).
 * - From the shortcut until the modal's input exists, printable keys (and Backspace) are kept, in order,
 *   then written into the input as typed text, and the input is focused; keys after that go to the input.
 *   Enter and the shortcut itself do nothing meanwhile; other keys (Tab, Escape, arrows) pass.
 * - When the modal is open (DocSearch marks <body> DocSearch--active) nothing here runs: Ctrl/Cmd+K and
 *   Escape close it as before.
 * Plain ES2017, no dependency; the plugin strips comments and indentation. Keep it small: it is in every page.
 */
/* global document, window, HTMLInputElement, Event, MutationObserver */
(function () {
  var d = document;
  var root = d.documentElement;
  var typed = null;
  var waiting = false;
  var watcher = null;

  function button() {
    return d.querySelector('.DocSearch-Button');
  }
  function isOpen() {
    return d.body !== null && d.body.classList.contains('DocSearch--active');
  }
  function hydrated() {
    return root.getAttribute('data-has-hydrated') === 'true';
  }
  function open() {
    var b = button();
    if (b) b.click();
    else typed = null;
  }
  function flush() {
    if (typed === null) return watcher.disconnect();
    var input = d.querySelector('.DocSearch-Input');
    if (!input) return;
    if (typed.length > 0) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, typed.join(''));
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    typed = null;
    watcher.disconnect();
  }
  function editable(target) {
    return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName);
  }

  window.addEventListener(
    'keydown',
    function (event) {
      if (isOpen() && typed === null) return;
      var key = event.key || '';
      var modifier = event.ctrlKey || event.metaKey || event.altKey;
      var shortcut = key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (typed !== null) {
        if (key.length === 1 && !modifier) {
          typed.push(key);
          var selection = window.getSelection();
          if (selection) selection.removeAllRanges();
        } else if (key === 'Backspace') typed.pop();
        else if (!shortcut && key !== 'Enter') return;
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      var onButton = event.target === button() && key.length === 1 && key !== ' ' && !modifier;
      var slash = key === '/' && !modifier && !editable(event.target);
      if (!shortcut && !onButton && !slash) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      typed = onButton && key !== '/' ? [key] : [];
      watcher = watcher || new MutationObserver(flush);
      watcher.observe(d.body, {childList: true, subtree: true});
      if (hydrated()) open();
      else waiting = true;
    },
    true,
  );

  new MutationObserver(function () {
    if (waiting && hydrated()) {
      waiting = false;
      open();
    }
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
})();
