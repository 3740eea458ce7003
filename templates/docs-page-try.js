(() => {
  'use strict';
  // "Try it": a form per method, checked as one types with the package's own validators (inlined below by
  // emit/docs/try-it.ts), sent over HTTP to the server the page came from (or another origin its
  // Content-Security-Policy names), the answer checked against the result schema. The key lives in the key field
  // only: never in the page's address, storage or a cookie. Opened from a file, the page sends nothing: the forms
  // still build the curl line and the client call.
  // Evaluated when first needed (a form opened): a large spec's validators then cost the page's load nothing but
  // their parse.
  let loaded;
  const validators = () => (loaded ??= __RPCFORGE_VALIDATORS__);
  const panel = document.getElementById('try');
  if (panel === null) return;
  const urlInput = document.getElementById('try-url');
  const keyInput = document.getElementById('try-key');
  const note = document.getElementById('try-note');
  const keyVariable = panel.getAttribute('data-key-variable') || '';
  const served = location.protocol === 'http:' || location.protocol === 'https:';
  /** Longest answer read, and longest answer text shown: a gateway's answer is untrusted too. */
  const maxAnswerBytes = 8 * 1024 * 1024;
  const shownAnswerChars = 64 * 1024;
  /** Longest text a field takes (its maxlength says so too). */
  const maxFieldChars = 1024 * 1024;
  const shownErrors = 20;

  // The origins the page's policy lets it connect to: `connect-src` of its <meta> tag ('self' is the page's origin).
  const allowedOrigins = (() => {
    const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
    const directive = (meta ? meta.getAttribute('content') || '' : '').split(';').map((d) => d.trim().split(/\s+/)).find((d) => d[0] === 'connect-src');
    if (directive === undefined) return [];
    return directive.slice(1).flatMap((source) => (source === "'self'" ? (served ? [location.origin] : []) : /^https?:\/\/[^/'\s]+$/i.test(source) ? [source.toLowerCase()] : []));
  })();

  const originPattern = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i;
  if (served) {
    // The page's own server answers at the spec's path: the spec's host is swapped for the page's.
    // A spec without servers is served at `/`; a server URL that is a path (`/rpc`) is on the page's origin.
    const spec = urlInput.value;
    urlInput.value = spec === '' ? `${location.origin}/` : spec.startsWith('/') ? `${location.origin}${spec}` : spec.replace(originPattern, location.origin);
    note.textContent = `Send goes to the server URL below${keyVariable ? `, with {${keyVariable}} replaced by the key` : ''}. This page may connect to ${allowedOrigins.join(', ') || 'no server'} only (its Content-Security-Policy).`;
  } else {
    note.textContent = 'Opened from a file: this page sends nothing (its policy allows no connection). Each form still builds the curl line and the client call to copy.';
  }
  panel.hidden = false;

  const shellQuote = (text) => `'${text.replace(/'/g, "'\\''")}'`;
  /** The server URL as shell words, the key as "$API_KEY". */
  const urlWords = () => {
    const url = urlInput.value.trim() || '$RPC_URL';
    if (keyVariable === '' || !url.includes(`{${keyVariable}}`)) return url === '$RPC_URL' ? '"$RPC_URL"' : shellQuote(url);
    return url
      .split(`{${keyVariable}}`)
      .map((part) => (part === '' ? '' : shellQuote(part)))
      .join('"$API_KEY"');
  };

  const forms = Array.from(document.querySelectorAll('.try-form'));
  for (const details of document.querySelectorAll('details.try')) details.hidden = false;

  /** The form's fields read as params, with the reasons a field cannot be read. */
  const read = (form) => {
    const byName = form.getAttribute('data-structure') === 'by-name';
    const fieldErrors = new Map();
    const named = {};
    const positional = [];
    let last = -1;
    const fields = Array.from(form.querySelectorAll('[data-param]'));
    fields.forEach((field, index) => {
      const kind = field.getAttribute('data-kind');
      const text = field.value;
      let value;
      if (text.length > maxFieldChars) fieldErrors.set(field, `longer than ${maxFieldChars} characters`);
      else if (text.trim() === '' && kind !== 'string' && kind !== 'enum') value = undefined;
      else if (text === '') value = undefined;
      else if (kind === 'number') {
        if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text.trim())) value = Number(text.trim());
        else fieldErrors.set(field, 'must be a number');
      } else if (kind === 'boolean') value = text === 'true';
      else if (kind === 'json') {
        try {
          value = JSON.parse(text);
        } catch (error) {
          fieldErrors.set(field, `not JSON: ${error instanceof Error ? error.message : String(error)}`);
        }
      } else value = text;
      if (value !== undefined) {
        named[field.getAttribute('data-param')] = value;
        positional[index] = value;
        last = index;
      }
    });
    // By position, a param left out before one given is sent as null; those after the last given are left out.
    const list = [];
    for (let i = 0; i <= last; i++) list.push(positional[i] === undefined ? null : positional[i]);
    return { fields, fieldErrors, params: byName ? named : list, byName };
  };

  /** The field an error path of the validators points into: `params[1]…` by position, `params.name…` by name. */
  const fieldOf = (fields, path, byName) => {
    const position = /^params\[(\d+)\]/.exec(path);
    if (position !== null && !byName) return fields[Number(position[1])];
    const name = /^params\.([A-Za-z_$][\w$]*)/.exec(path) || /^params\[("(?:[^"\\]|\\.)*")\]/.exec(path);
    if (name === null || !byName) return undefined;
    const key = name[1].startsWith('"') ? JSON.parse(name[1]) : name[1];
    return fields.find((f) => f.getAttribute('data-param') === key);
  };

  const showFieldError = (field, message) => {
    const box = document.getElementById(`${field.id}-error`);
    box.textContent = message;
    box.hidden = message === '';
    if (message === '') field.removeAttribute('aria-invalid');
    else field.setAttribute('aria-invalid', 'true');
  };

  /** Checks the form: each field's reasons next to it, the rest under the fields. Updates the curl line and the
   * client call. Returns the params when they are valid. */
  const check = (form) => {
    const method = form.getAttribute('data-method');
    const { fields, fieldErrors, params, byName } = read(form);
    const messages = new Map(fields.map((f) => [f, fieldErrors.has(f) ? [fieldErrors.get(f)] : []]));
    const rest = [];
    if (fieldErrors.size === 0) {
      const verdict = validators().validateParams(method, params);
      if (!verdict.ok) {
        for (const error of verdict.errors.slice(0, shownErrors)) {
          const field = fieldOf(fields, error.path, byName);
          const line = `${error.path}: ${error.message}`;
          if (field === undefined) rest.push(line);
          else messages.get(field).push(line);
        }
      }
    }
    for (const [field, list] of messages) showFieldError(field, list.join('\n'));
    const formError = document.getElementById(`${form.id}-error`);
    formError.textContent = rest.join('\n');
    formError.hidden = rest.length === 0;
    if (fieldErrors.size === 0) render(form, method, params, byName);
    const ok = fieldErrors.size === 0 && rest.length === 0 && [...messages.values()].every((l) => l.length === 0);
    return ok ? params : undefined;
  };

  const render = (form, method, params, byName) => {
    const request = { jsonrpc: '2.0', id: 1, method, params };
    document.getElementById(`${form.id}-curl`).querySelector('code').textContent = `curl -sS -X POST -H 'content-type: application/json' --data ${shellQuote(JSON.stringify(request))} ${urlWords()}`;
    const call = document.getElementById(`${form.id}-call`);
    if (call === null) return;
    const start = form.getAttribute('data-call');
    const code = call.querySelector('code');
    if (form.getAttribute('data-call-style') === 'request') code.textContent = `${start}${JSON.stringify({ method, params }, null, 2)});`;
    else if (byName) code.textContent = `${start}${Object.keys(params).length === 0 ? '' : JSON.stringify(params, null, 2)});`;
    else code.textContent = `${start}${params.map((v) => JSON.stringify(v, null, 2)).join(', ')});`;
  };

  /** Indented JSON into `code`, a long line (a hex string) wrapping under its own indentation, as the page's
   * examples do (`.wrap.wN`, N its two-space levels; emit/docs/page.ts jsonView). */
  const showJson = (code, text) => {
    code.textContent = '';
    let plain = '';
    for (const line of text.split('\n')) {
      if (line.length <= 60) {
        plain += `${line}\n`;
        continue;
      }
      code.append(plain);
      plain = '\n';
      const span = document.createElement('span');
      span.className = `wrap w${Math.min(20, Math.floor((line.length - line.trimStart().length) / 2))}`;
      span.textContent = line;
      code.append(span);
    }
    code.append(plain.slice(0, -1));
  };

  /** The answer's bytes, at most maxAnswerBytes (undefined past that). */
  const readBounded = async (response) => {
    const reader = response.body.getReader();
    const chunks = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxAnswerBytes) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(value);
    }
    const all = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      all.set(chunk, at);
      at += chunk.byteLength;
    }
    return new TextDecoder().decode(all);
  };

  /** The URL `template` names with the key put in (a method's send and a subscription's socket), or why there is none. */
  const keyedUrl = (template) => {
    const key = keyInput === null ? '' : keyInput.value;
    if (keyVariable !== '' && template.includes(`{${keyVariable}}`) && key === '') return { reason: 'enter an API key at the top of the page (Try it)' };
    try {
      return { url: new URL(keyVariable === '' ? template : template.split(`{${keyVariable}}`).join(encodeURIComponent(key))) };
    } catch {
      return { reason: 'the server URL at the top of the page is not a URL' };
    }
  };

  const send = async (form) => {
    const status = document.getElementById(`${form.id}-status`);
    const answer = document.getElementById(`${form.id}-answer`);
    const verdictBox = document.getElementById(`${form.id}-verdict`);
    // A send that is refused below shows no answer: the last one's answer and verdict would read as this one's.
    answer.hidden = true;
    verdictBox.textContent = '';
    const params = check(form);
    if (params === undefined) {
      status.textContent = 'Not sent: fix the fields marked above.';
      const first = form.querySelector('[aria-invalid="true"]');
      if (first !== null) first.focus();
      return;
    }
    const keyed = keyedUrl(urlInput.value.trim());
    if (keyed.url === undefined) {
      status.textContent = `Not sent: ${keyed.reason}.`;
      return;
    }
    const target = keyed.url;
    if (!allowedOrigins.includes(target.origin)) {
      status.textContent = `Not sent: this page may connect to ${allowedOrigins.join(', ') || 'no server'} only (its Content-Security-Policy), not ${target.origin}.`;
      return;
    }
    const method = form.getAttribute('data-method');
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
    status.textContent = 'Sending…';
    const started = performance.now();
    let text;
    let response;
    try {
      response = await fetch(target.href, { method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer', signal: AbortSignal.timeout(30_000) });
      text = await readBounded(response);
    } catch (error) {
      // The browser hides why (CORS, refused, offline); its message names no URL, so no key either.
      status.textContent = `No answer: ${error instanceof Error && error.name === 'TimeoutError' ? 'no answer in 30 s' : 'the request failed (server down, refused, or not allowed by CORS)'}.`;
      return;
    }
    const ms = Math.round(performance.now() - started);
    if (text === undefined) {
      status.textContent = `HTTP ${response.status} in ${ms} ms: the answer is larger than ${maxAnswerBytes / 1024 / 1024} MiB, not shown.`;
      return;
    }
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const lines = [];
    if (parsed === undefined || typeof parsed !== 'object' || parsed === null) lines.push('The answer is not a JSON-RPC response.');
    else if (parsed.error !== undefined) lines.push(`A JSON-RPC error: ${parsed.error && typeof parsed.error === 'object' ? `${String(parsed.error.code)} ${String(parsed.error.message)}` : 'malformed'}`);
    else if ('result' in parsed) {
      if (form.getAttribute('data-has-result') !== 'true') lines.push('A result, where the spec declares none.');
      else {
        const verdict = validators().validateResult(method, parsed.result);
        if (verdict.ok) lines.push('The result matches its schema.');
        else {
          lines.push(`The result does not match its schema (${verdict.errors.length} reason${verdict.errors.length === 1 ? '' : 's'}):`);
          for (const error of verdict.errors.slice(0, shownErrors)) lines.push(`${error.path}: ${error.message}`);
        }
      }
    } else lines.push('The answer has neither a result nor an error.');
    const nothingFound = parsed !== undefined && parsed !== null && typeof parsed === 'object' && (parsed.error !== undefined || parsed.result === null);
    if (nothingFound && form.getAttribute('data-prefilled') === 'true' && form.getAttribute('data-edited') !== 'true') {
      lines.push("The fields hold the spec's example: a node on another network, or a local one, may not have its block, transaction or account.");
    }
    const shown = parsed === undefined ? text : JSON.stringify(parsed, null, 2);
    showJson(document.getElementById(`${form.id}-answer-json`).querySelector('code'), shown.length > shownAnswerChars ? `${shown.slice(0, shownAnswerChars)}\n… ${Math.ceil((shown.length - shownAnswerChars) / 1024)} KiB more not shown` : shown);
    verdictBox.textContent = lines.join('\n');
    verdictBox.className = `try-verdict${lines[0] === 'The result matches its schema.' ? '' : ' warn'}`;
    answer.hidden = false;
    status.textContent = `HTTP ${response.status} in ${ms} ms. ${lines[0]}`;
  };

  for (const form of forms) {
    const sendButton = form.querySelector('button.send');
    if (served) sendButton.hidden = false;
    sendButton.addEventListener('click', () => void send(form));
    const edited = () => {
      form.setAttribute('data-edited', 'true');
      check(form);
    };
    form.addEventListener('input', edited);
    form.addEventListener('change', edited);
    form.addEventListener('keydown', (event) => {
      const target = event.target;
      // Enter sends from a line or a choice list; Ctrl+Enter (or ⌘+Enter) from a JSON editor.
      if (event.key !== 'Enter' || !served || !(target instanceof HTMLElement) || !target.hasAttribute('data-param')) return;
      if (target instanceof HTMLTextAreaElement && !event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      void send(form);
    });
  }
  const all = () => {
    for (const form of forms) if (form.closest('details').open) check(form);
  };
  urlInput.addEventListener('input', all);
  // The forms are checked when opened (most stay closed: a long page stays fast).
  for (const details of document.querySelectorAll('details.try')) {
    details.addEventListener('toggle', () => {
      if (details.open) check(details.querySelector('.try-form'));
    });
  }
  // Subscriptions' Try it: a WebSocket to the server (the server URL's origin, the spec's WebSocket path), the
  // subscribe call, the first notifications shown and checked against their schema, then the unsubscribe call. One
  // socket per form, closed on Stop, after the last notification shown, or when the form's section is closed.
  const shownNotifications = 5;
  const wsTemplate = panel.getAttribute('data-ws-url') || '';
  const subscriptionForms = Array.from(document.querySelectorAll('.try-sub-form'));
  for (const details of document.querySelectorAll('details.try-sub')) details.hidden = !served;

  /** The WebSocket URL with the key put in, or the reason there is none. */
  const socketTarget = () => {
    const origin = originPattern.exec(urlInput.value.trim());
    if (origin === null) return { reason: 'the server URL at the top of the page is not a URL' };
    const keyed = keyedUrl(`${origin[0].replace(/^http/i, 'ws')}${wsTemplate.replace(originPattern, '')}`);
    if (keyed.url === undefined) return keyed;
    const target = keyed.url;
    // The policy's origins are http(s); a WebSocket to the same host and port is what they allow.
    const asHttp = `${target.protocol === 'wss:' ? 'https:' : 'http:'}//${target.host}`;
    if (!allowedOrigins.includes(asHttp)) return { reason: `this page may connect to ${allowedOrigins.join(', ') || 'no server'} only (its Content-Security-Policy), not ${asHttp}` };
    return { url: target.href };
  };

  const subscriptionRunner = (form) => {
    const field = document.getElementById(`${form.id}-params`);
    const fieldError = document.getElementById(`${form.id}-error`);
    const status = document.getElementById(`${form.id}-status`);
    const list = document.getElementById(`${form.id}-list`);
    const subscribeButton = form.querySelector('button.subscribe');
    const stopButton = form.querySelector('button.stop');
    const name = form.getAttribute('data-name');
    const value = form.getAttribute('data-value') || '';
    const notification = form.getAttribute('data-notification');
    const [subscriptionParam, resultParam] = JSON.parse(form.getAttribute('data-notification-params'));
    const unsubscribeByName = form.getAttribute('data-unsubscribe-by-name') || '';
    let socket;
    let subscription;
    let shown = 0;

    const end = (message) => {
      const open = socket;
      socket = undefined;
      subscribeButton.disabled = false;
      stopButton.disabled = true;
      if (message !== undefined) status.textContent = message;
      if (open === undefined) return;
      if (subscription !== undefined && open.readyState === WebSocket.OPEN) {
        const params = unsubscribeByName === '' ? [subscription] : { [unsubscribeByName]: subscription };
        open.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: form.getAttribute('data-unsubscribe'), params }));
        // The unsubscribe answer closes the socket; a server that does not answer is left after 5 s.
        setTimeout(() => open.close(1000), 5000);
      } else open.close(1000);
    };

    const show = (result) => {
      shown++;
      const verdict = validators().validateNotification(name, result);
      const item = document.createElement('li');
      const line = document.createElement('p');
      line.className = `try-verdict${verdict.ok ? '' : ' warn'}`;
      line.textContent = verdict.ok ? 'Matches its schema.' : [`Does not match its schema:`, ...verdict.errors.slice(0, shownErrors).map((e) => `${e.path}: ${e.message}`)].join('\n');
      const pre = document.createElement('pre');
      const code = document.createElement('code');
      const text = JSON.stringify(result, null, 2) ?? 'undefined';
      showJson(code, text.length > shownAnswerChars ? `${text.slice(0, shownAnswerChars)}\n… more not shown` : text);
      pre.append(code);
      item.append(line, pre);
      list.append(item);
      if (shown >= shownNotifications) end(`${shown} notifications shown; unsubscribed.`);
      else status.textContent = `Subscribed (id ${String(subscription)}): ${shown} notification${shown === 1 ? '' : 's'} of ${shownNotifications}.`;
    };

    const received = (opened, event) => {
      if (typeof event.data !== 'string' || event.data.length > maxAnswerBytes) return end('A message that is not JSON text, or larger than 8 MiB: closed.');
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return end('A message that is not JSON: closed.');
      }
      if (message === null || typeof message !== 'object') return end('A message that is not a JSON-RPC message: closed.');
      if (message.id === 2) return opened.close(1000);
      if (message.id === 1 && socket === opened) {
        if (message.error !== undefined) return end(`Refused: ${message.error && typeof message.error === 'object' ? `${String(message.error.code)} ${String(message.error.message)}` : 'a malformed error'}.`);
        subscription = message.result;
        status.textContent = `Subscribed (id ${String(subscription)}): waiting for notifications.`;
        return undefined;
      }
      const params = message.params;
      if (message.method === notification && socket === opened && params && typeof params === 'object' && subscription !== undefined && params[subscriptionParam] === subscription) show(params[resultParam]);
      return undefined;
    };

    const start = () => {
      end();
      let params;
      try {
        params = JSON.parse(field.value);
      } catch (error) {
        params = undefined;
        fieldError.textContent = `not JSON: ${error instanceof Error ? error.message : String(error)}`;
      }
      const verdict = params === undefined ? undefined : validators().validateSubscriptionParams(name, params);
      if (verdict !== undefined && !verdict.ok) fieldError.textContent = verdict.errors.slice(0, shownErrors).map((e) => `${e.path}: ${e.message}`).join('\n');
      fieldError.hidden = verdict !== undefined && verdict.ok;
      if (fieldError.hidden) field.removeAttribute('aria-invalid');
      else {
        field.setAttribute('aria-invalid', 'true');
        status.textContent = 'Not subscribed: fix the params.';
        return;
      }
      const target = socketTarget();
      if (target.url === undefined) {
        status.textContent = `Not subscribed: ${target.reason}.`;
        return;
      }
      list.textContent = '';
      shown = 0;
      subscription = undefined;
      const opened = new WebSocket(target.url);
      socket = opened;
      subscribeButton.disabled = true;
      stopButton.disabled = false;
      status.textContent = 'Connecting…';
      opened.addEventListener('open', () => {
        const wire = value === '' ? params : [value, ...(Array.isArray(params) ? params : [params])];
        opened.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: form.getAttribute('data-subscribe'), params: wire }));
      });
      opened.addEventListener('message', (event) => received(opened, event));
      // The browser hides why a WebSocket failed; its event names no URL, so no key either.
      opened.addEventListener('close', (event) => {
        if (socket === opened) end(`The connection closed (${event.code}${event.reason ? `: ${event.reason}` : ''}).`);
      });
    };

    subscribeButton.addEventListener('click', start);
    stopButton.addEventListener('click', () => end(`Stopped after ${shown} notification${shown === 1 ? '' : 's'}; unsubscribed.`));
    form.closest('details').addEventListener('toggle', (event) => {
      if (!event.target.open) end();
    });
  };
  if (served) for (const form of subscriptionForms) subscriptionRunner(form);
})();
