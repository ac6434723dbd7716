import {test} from 'node:test';
import assert from 'node:assert/strict';
import {runInNewContext} from 'node:vm';
import {gzipSync} from 'node:zlib';
import {searchShortcutScript} from '../../src/plugins/search-index/shortcutScript';

// The search shortcut script of every page's head (src/plugins/search-index/searchShortcut.js), run
// against a minimal stand-in for the DOM. tests/e2e/search-shortcut.spec.ts runs it in Chromium.

const script = searchShortcutScript(process.cwd());

test('the inline script is small: it is in every page', () => {
  assert.ok(gzipSync(script).length < 1200, `${gzipSync(script).length} bytes compressed`);
  assert.doesNotMatch(script, /\/\*|^\s/m, 'comments and indentation are stripped');
});

interface Key {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  target?: object;
}

function page() {
  const observers: {callback: () => void; target: object}[] = [];
  const attributes: Record<string, string> = {'data-has-hydrated': 'false'};
  const bodyClasses = new Set<string>();
  let input: {value: string; events: string[]; focused: boolean} | null = null;
  let clicks = 0;
  const button = {tagName: 'BUTTON', click: () => (clicks += 1)};
  const listeners: ((event: object) => void)[] = [];
  class FakeInput {
    _value = '';
    events: string[] = [];
    focused = false;
    dispatchEvent(event: {type: string}) {
      this.events.push(event.type);
    }
    focus() {
      this.focused = true;
    }
    setSelectionRange() {}
  }
  Object.defineProperty(FakeInput.prototype, 'value', {
    get(this: FakeInput) {
      return this._value;
    },
    set(this: FakeInput, value: string) {
      this._value = value;
    },
  });
  const body = {tagName: 'BODY', classList: {contains: (name: string) => bodyClasses.has(name)}};
  const documentElement = {getAttribute: (name: string) => attributes[name] ?? null};
  const mutate = (target: object) => observers.filter((o) => o.target === target).forEach((o) => o.callback());
  const context = {
    document: {
      documentElement,
      body,
      querySelector: (selector: string) =>
        selector === '.DocSearch-Button' ? button : selector === '.DocSearch-Input' ? input : null,
    },
    window: {
      addEventListener: (_type: string, listener: (event: object) => void) => listeners.push(listener),
      getSelection: () => ({removeAllRanges() {}}),
    },
    HTMLInputElement: FakeInput,
    Event: class {
      constructor(public type: string) {}
    },
    MutationObserver: class {
      target: object | null = null;
      constructor(private callback: () => void) {}
      observe(target: object) {
        observers.push({callback: this.callback, target});
      }
      disconnect() {
        for (let i = observers.length - 1; i >= 0; i -= 1)
          if (observers[i].callback === this.callback) observers.splice(i, 1);
      }
    },
  };
  runInNewContext(script, context);
  return {
    press({key, ctrlKey = false, metaKey = false, target = body}: Key) {
      let prevented = false;
      const event = {
        key,
        ctrlKey,
        metaKey,
        altKey: false,
        target,
        preventDefault: () => (prevented = true),
        stopImmediatePropagation() {},
      };
      listeners.forEach((listener) => listener(event));
      return prevented;
    },
    type(text: string) {
      for (const key of text) this.press({key});
    },
    hydrate() {
      attributes['data-has-hydrated'] = 'true';
      mutate(documentElement);
    },
    openModal() {
      bodyClasses.add('DocSearch--active');
      input = new FakeInput() as unknown as typeof input;
      mutate(body);
    },
    button,
    get clicks() {
      return clicks;
    },
    get input() {
      return input;
    },
  };
}

test('Ctrl+K before hydration: the keys typed meanwhile wait, the modal opens once hydrated and gets them', () => {
  const p = page();
  assert.equal(p.press({key: 'k', ctrlKey: true}), true);
  p.type('ingestion');
  assert.equal(p.clicks, 0, 'nothing to click before hydration');
  p.hydrate();
  assert.equal(p.clicks, 1);
  p.type(' rex');
  assert.equal(p.press({key: 'Backspace'}), true);
  p.type('cipe');
  p.openModal();
  assert.equal(p.input?.value, 'ingestion recipe');
  assert.deepEqual(p.input?.events, ['input']);
  assert.equal(p.input?.focused, true);
  // From now on the input takes the keys itself, and the shortcut is DocSearch's (it closes the modal).
  assert.equal(p.press({key: 'x'}), false);
  assert.equal(p.press({key: 'k', metaKey: true}), false);
});

test('"/" and a key typed on the focused button open search; "/" in a text field is text', () => {
  const slash = page();
  slash.hydrate();
  assert.equal(slash.press({key: '/', target: {tagName: 'INPUT'}}), false);
  assert.equal(slash.clicks, 0);
  assert.equal(slash.press({key: '/'}), true);
  assert.equal(slash.clicks, 1);
  slash.type('tags');
  slash.openModal();
  assert.equal(slash.input?.value, 'tags');

  const onButton = page();
  onButton.hydrate();
  assert.equal(onButton.press({key: 'g', target: onButton.button}), true);
  onButton.type('lossary');
  onButton.openModal();
  assert.equal(onButton.input?.value, 'glossary');
});

test('other keys pass: typing on the page without a shortcut, Tab, and keys with modifiers', () => {
  const p = page();
  p.hydrate();
  assert.equal(p.press({key: 'a'}), false);
  assert.equal(p.press({key: 'Tab'}), false);
  assert.equal(p.press({key: 'c', ctrlKey: true}), false);
  assert.equal(p.clicks, 0);
});
