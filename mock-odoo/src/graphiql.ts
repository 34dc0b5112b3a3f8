/**
 * `/graphiql/vsf`: a developer page to explore the schema and run operations against
 * `/graphql/vsf`. Odoo serves the GraphiQL IDE from a CDN; this machine has no network, so the
 * page is self-contained (inline CSS and JS, no dependencies). Operations run with the page's
 * cookies, so a `login` mutation here signs this browser in, as in Odoo.
 */

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f7f9; --panel: #fff; --text: #1c2430; --muted: #5b6675;
  --line: #d5dbe3; --accent: #7c3aed; --accent-text: #fff; --code: #0f172a; --code-text: #e2e8f0;
  --error: #b91c1c; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
@media (prefers-color-scheme: dark) { :root { --bg: #0b0f16; --panel: #121826; --text: #e5e9f0;
  --muted: #9aa5b4; --line: #263041; --code: #070a10; --error: #f87171; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); height: 100vh; display: flex; flex-direction: column; }
header { display: flex; align-items: center; gap: 1rem; padding: .6rem 1rem; border-bottom: 1px solid var(--line); background: var(--panel); }
header h1 { font-size: 1rem; margin: 0; }
header p { margin: 0; color: var(--muted); font-size: .85rem; }
main { flex: 1; display: grid; grid-template-columns: minmax(220px, 1fr) minmax(320px, 2fr) minmax(320px, 2fr); min-height: 0; }
section { display: flex; flex-direction: column; min-height: 0; border-right: 1px solid var(--line); padding: .75rem; gap: .5rem; }
h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 0; }
label { font-size: .8rem; font-weight: 600; }
textarea, input { width: 100%; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--text);
  background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: .5rem; }
textarea { resize: vertical; }
#query { flex: 3; min-height: 12rem; }
#variables { flex: 1; min-height: 5rem; }
.row { display: flex; gap: .5rem; align-items: end; }
.row > div { flex: 1; display: flex; flex-direction: column; gap: .25rem; }
button { font: inherit; font-size: .85rem; border-radius: 6px; border: 1px solid var(--line); background: var(--panel); color: var(--text); padding: .4rem .8rem; cursor: pointer; }
button.primary { background: var(--accent); color: var(--accent-text); border-color: var(--accent); font-weight: 600; }
button:focus-visible, textarea:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 1px; }
.link { border: 0; background: none; padding: 0; color: var(--accent); cursor: pointer; font: inherit; text-decoration: underline; }
#status { font-size: .85rem; color: var(--muted); min-height: 1.2em; }
#status.error { color: var(--error); }
#result { flex: 1; margin: 0; overflow: auto; background: var(--code); color: var(--code-text); border-radius: 6px; padding: .75rem; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; word-break: break-word; }
#explorer { overflow: auto; flex: 1; font-size: .85rem; }
#explorer ul { list-style: none; padding: 0; margin: 0 0 1rem; }
#explorer li { padding: .3rem 0; border-bottom: 1px solid var(--line); }
#explorer code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
#explorer .desc { color: var(--muted); margin: .15rem 0 0; }
#explorer h3 { font-size: .95rem; margin: .5rem 0; }
.field-name { font-weight: 700; }
.muted { color: var(--muted); }
kbd { border: 1px solid var(--line); border-radius: 3px; padding: 0 .25rem; font-size: .75rem; }
@media (max-width: 900px) { main { grid-template-columns: 1fr; } section { border-right: 0; border-bottom: 1px solid var(--line); } }
`;

const DEFAULT_QUERY = `# Run with Ctrl+Enter (Cmd+Enter on macOS).
query Products($pageSize: Int = 5) {
  products(pageSize: $pageSize, filter: { categorySlug: "/category/computers" }) {
    totalCount
    products {
      id
      name
      price
      image
    }
  }
}
`;

// Runs in the browser. No template literals in here: this text sits inside one.
const SCRIPT = String.raw`
(function () {
  var ENDPOINT = '/graphql/vsf';
  var STORE = 'mock-odoo-graphiql:';
  var $ = function (id) { return document.getElementById(id); };
  var query = $('query'), variables = $('variables'), operationName = $('operation-name');
  var host = $('host'), result = $('result'), status = $('status'), explorer = $('explorer'), filter = $('filter');
  var schema = null, history = [];

  [['query', query], ['variables', variables], ['operation', operationName], ['host', host]].forEach(function (pair) {
    var saved = localStorage.getItem(STORE + pair[0]);
    if (saved !== null) pair[1].value = saved;
    pair[1].addEventListener('input', function () { localStorage.setItem(STORE + pair[0], pair[1].value); });
  });

  function setStatus(text, isError) {
    status.textContent = text;
    status.className = isError ? 'error' : '';
  }

  function post(body) {
    var headers = { 'content-type': 'application/json', accept: 'application/json' };
    if (host.value.trim()) headers['resquest-host'] = host.value.trim();
    return fetch(ENDPOINT, { method: 'POST', credentials: 'include', headers: headers, body: JSON.stringify(body) });
  }

  function run() {
    var vars;
    try {
      vars = variables.value.trim() ? JSON.parse(variables.value) : undefined;
    } catch (error) {
      setStatus('Variables are not valid JSON: ' + error.message, true);
      variables.focus();
      return;
    }
    var started = performance.now();
    setStatus('Running...', false);
    post({ query: query.value, variables: vars, operationName: operationName.value.trim() || undefined })
      .then(function (response) {
        return response.text().then(function (text) {
          var ms = Math.round(performance.now() - started);
          var pretty = text;
          try { pretty = JSON.stringify(JSON.parse(text), null, 2); } catch (ignored) { /* not JSON */ }
          result.textContent = pretty;
          var failed = !response.ok || /"errors"\s*:/.test(text);
          setStatus('HTTP ' + response.status + ' in ' + ms + ' ms' + (failed ? ' (with errors)' : ''), failed);
        });
      })
      .catch(function (error) { setStatus('Request failed: ' + error.message, true); });
  }

  $('run').addEventListener('click', run);
  $('prettify').addEventListener('click', function () {
    try {
      if (variables.value.trim()) variables.value = JSON.stringify(JSON.parse(variables.value), null, 2);
      setStatus('Variables formatted.', false);
    } catch (error) { setStatus('Variables are not valid JSON: ' + error.message, true); }
  });
  document.addEventListener('keydown', function (event) {
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') { event.preventDefault(); run(); }
  });

  // --- Schema explorer ---
  var TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } }';
  var INTROSPECTION = 'query IntrospectionQuery { __schema { queryType { name } mutationType { name } types { kind name description ' +
    'fields(includeDeprecated: true) { name description isDeprecated deprecationReason args { name description defaultValue type { ' + TYPE_REF + ' } } type { ' + TYPE_REF + ' } } ' +
    'inputFields { name description defaultValue type { ' + TYPE_REF + ' } } ' +
    'enumValues(includeDeprecated: true) { name description } possibleTypes { name } interfaces { name } } } }';

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    (children || []).forEach(function (child) {
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
    return node;
  }

  function typeByName(name) {
    return schema.types.filter(function (type) { return type.name === name; })[0] || null;
  }

  function namedType(ref) { while (ref.ofType) ref = ref.ofType; return ref.name; }

  function typeString(ref) {
    if (ref.kind === 'NON_NULL') return typeString(ref.ofType) + '!';
    if (ref.kind === 'LIST') return '[' + typeString(ref.ofType) + ']';
    return ref.name;
  }

  function typeLink(ref) {
    var text = typeString(ref);
    var name = namedType(ref);
    var button = el('button', { type: 'button', 'class': 'link' }, [text]);
    button.addEventListener('click', function () { show(name); });
    return el('code', {}, [button]);
  }

  function fieldItem(field, rootKind) {
    var parts = [];
    var nameNode = el('code', { 'class': 'field-name' }, [field.name]);
    parts.push(nameNode);
    if (field.args && field.args.length) {
      parts.push(el('code', {}, ['(']));
      field.args.forEach(function (arg, index) {
        parts.push(el('code', {}, [(index ? ', ' : '') + arg.name + ': ']));
        parts.push(typeLink(arg.type));
        if (arg.defaultValue !== null && arg.defaultValue !== undefined) parts.push(el('code', { 'class': 'muted' }, [' = ' + arg.defaultValue]));
      });
      parts.push(el('code', {}, [')']));
    }
    parts.push(el('code', {}, [': ']));
    parts.push(typeLink(field.type));
    if (rootKind) {
      var insert = el('button', { type: 'button', 'class': 'link', 'aria-label': 'Insert ' + field.name + ' into the editor' }, [' insert']);
      insert.addEventListener('click', function () { insertOperation(field, rootKind); });
      parts.push(el('span', {}, [' ', insert]));
    }
    var item = el('li', {}, parts);
    if (field.description) item.appendChild(el('p', { 'class': 'desc' }, [field.description]));
    if (field.isDeprecated) item.appendChild(el('p', { 'class': 'desc' }, ['Deprecated: ' + (field.deprecationReason || '')]));
    return item;
  }

  function scalarSelection(ref) {
    var type = typeByName(namedType(ref));
    if (!type || !type.fields) return '';
    var names = type.fields.filter(function (field) {
      var inner = typeByName(namedType(field.type));
      return inner && (inner.kind === 'SCALAR' || inner.kind === 'ENUM') && !(field.args && field.args.some(function (arg) { return arg.type.kind === 'NON_NULL'; }));
    }).map(function (field) { return field.name; });
    if (!names.length && type.kind === 'INTERFACE') names = ['__typename'];
    return names.length ? ' {\n    ' + names.join('\n    ') + '\n  }' : ' {\n    __typename\n  }';
  }

  function insertOperation(field, rootKind) {
    var args = field.args || [];
    var name = field.name.charAt(0).toUpperCase() + field.name.slice(1);
    var definitions = args.map(function (arg) { return '$' + arg.name + ': ' + typeString(arg.type); }).join(', ');
    var call = args.map(function (arg) { return arg.name + ': $' + arg.name; }).join(', ');
    var inner = typeByName(namedType(field.type));
    var selection = inner && (inner.kind === 'SCALAR' || inner.kind === 'ENUM') ? '' : scalarSelection(field.type);
    query.value = rootKind + ' ' + name + (definitions ? '(' + definitions + ')' : '') + ' {\n  ' + field.name + (call ? '(' + call + ')' : '') + selection + '\n}\n';
    operationName.value = name;
    var required = args.filter(function (arg) { return arg.type.kind === 'NON_NULL' && arg.defaultValue === null; });
    variables.value = required.length ? JSON.stringify(required.reduce(function (acc, arg) { acc[arg.name] = null; return acc; }, {}), null, 2) : '';
    [query, operationName, variables].forEach(function (input) { input.dispatchEvent(new Event('input')); });
    query.focus();
  }

  function applyFilter() {
    var needle = filter.value.trim().toLowerCase();
    Array.prototype.forEach.call(explorer.querySelectorAll('li[data-name]'), function (item) {
      item.hidden = needle !== '' && item.getAttribute('data-name').toLowerCase().indexOf(needle) === -1;
    });
  }
  filter.addEventListener('input', applyFilter);

  function renderRoot() {
    explorer.textContent = '';
    history = [];
    [['Query', schema.queryType, 'query'], ['Mutation', schema.mutationType, 'mutation']].forEach(function (entry) {
      if (!entry[1]) return;
      var type = typeByName(entry[1].name);
      explorer.appendChild(el('h3', {}, [entry[0]]));
      var list = el('ul', {});
      (type.fields || []).forEach(function (field) {
        var item = fieldItem(field, entry[2]);
        item.setAttribute('data-name', field.name);
        list.appendChild(item);
      });
      explorer.appendChild(list);
    });
    applyFilter();
  }

  function show(name) {
    var type = typeByName(name);
    if (!type) return;
    history.push(name);
    explorer.textContent = '';
    var back = el('button', { type: 'button' }, ['\u2190 Back']);
    back.addEventListener('click', function () {
      history.pop();
      var previous = history.pop();
      if (previous) show(previous); else renderRoot();
    });
    explorer.appendChild(back);
    explorer.appendChild(el('h3', {}, [type.name + ' ', el('span', { 'class': 'muted' }, [type.kind.toLowerCase().replace('_', ' ')])]));
    if (type.description) explorer.appendChild(el('p', { 'class': 'desc' }, [type.description]));
    var list = el('ul', {});
    (type.fields || []).concat(type.inputFields || []).forEach(function (field) {
      var item = fieldItem(field, null);
      item.setAttribute('data-name', field.name);
      list.appendChild(item);
    });
    (type.enumValues || []).forEach(function (value) {
      var item = el('li', {}, [el('code', { 'class': 'field-name' }, [value.name])]);
      if (value.description) item.appendChild(el('p', { 'class': 'desc' }, [value.description]));
      list.appendChild(item);
    });
    (type.possibleTypes || []).forEach(function (possible) {
      list.appendChild(el('li', {}, ['Implemented by ', typeLink({ kind: 'OBJECT', name: possible.name })]));
    });
    explorer.appendChild(list);
    applyFilter();
    explorer.focus();
  }

  post({ query: INTROSPECTION, operationName: 'IntrospectionQuery' })
    .then(function (response) { return response.json(); })
    .then(function (body) {
      if (!body.data) throw new Error((body.errors || []).map(function (e) { return e.message; }).join(', ') || 'no data');
      schema = body.data.__schema;
      renderRoot();
    })
    .catch(function (error) { explorer.textContent = 'Could not load the schema: ' + error.message; });
})();
`;

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function graphiqlPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>GraphiQL - mock Odoo (graphql_vuestorefront)</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>GraphiQL</h1>
  <p>mock Odoo &middot; <code>POST /graphql/vsf</code> &middot; <kbd>Ctrl</kbd>+<kbd>Enter</kbd> runs</p>
</header>
<main>
  <section aria-labelledby="explorer-title">
    <h2 id="explorer-title">Schema</h2>
    <label for="filter">Filter fields</label>
    <input id="filter" type="search" autocomplete="off" placeholder="e.g. product">
    <div id="explorer" tabindex="-1" aria-live="polite">Loading the schema...</div>
  </section>
  <section aria-labelledby="editor-title">
    <h2 id="editor-title">Operation</h2>
    <label for="query">Query</label>
    <textarea id="query" spellcheck="false" autocapitalize="off" autocomplete="off">${escapeHtml(DEFAULT_QUERY)}</textarea>
    <label for="variables">Variables (JSON)</label>
    <textarea id="variables" spellcheck="false" autocapitalize="off" autocomplete="off"></textarea>
    <div class="row">
      <div><label for="operation-name">Operation name</label><input id="operation-name" autocomplete="off" value="Products"></div>
      <div><label for="host">resquest-host header (optional)</label><input id="host" autocomplete="off" placeholder="localhost"></div>
    </div>
    <div class="row">
      <button type="button" id="run" class="primary">Run</button>
      <button type="button" id="prettify">Prettify variables</button>
    </div>
  </section>
  <section aria-labelledby="result-title">
    <h2 id="result-title">Result</h2>
    <div id="status" role="status" aria-live="polite"></div>
    <pre id="result" tabindex="0" aria-label="Response"></pre>
  </section>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
}
