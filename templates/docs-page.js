(() => {
  'use strict';
  const search = document.getElementById('search');
  const count = document.getElementById('search-count');
  const status = document.getElementById('copy-status');
  const items = Array.from(document.querySelectorAll('#index li[data-search]'), (li) => ({ li, text: li.getAttribute('data-search') || '' }));
  const groups = Array.from(document.querySelectorAll('#index .family'));
  const total = items.length;
  const filter = () => {
    const words = search.value.toLowerCase().split(/\s+/).filter((w) => w !== '');
    let shown = 0;
    for (const item of items) {
      const hit = words.every((w) => item.text.includes(w));
      item.li.hidden = !hit;
      if (hit) shown++;
    }
    for (const group of groups) group.hidden = group.querySelector('li:not([hidden])') === null;
    count.textContent = words.length === 0 ? `${total} methods` : `${shown} of ${total} methods`;
  };
  search.addEventListener('input', filter);
  search.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      const first = items.find((item) => !item.li.hidden);
      if (first !== undefined) {
        event.preventDefault();
        const link = first.li.querySelector('a');
        link.focus();
        link.click();
      }
    } else if (event.key === 'Escape' && search.value !== '') {
      search.value = '';
      filter();
    }
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    const typing = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || (target instanceof HTMLElement && target.isContentEditable);
    if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      search.focus();
    }
  });
  // The method a link leads to gets the focus, so keyboard users continue from there.
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    if (link === null) return;
    const target = document.getElementById(decodeURIComponent(link.getAttribute('href').slice(1)));
    if (target !== null && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    if (target !== null) setTimeout(() => target.focus({ preventScroll: true }), 0);
  });
  const fallbackCopy = (text) => {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'offscreen';
    document.body.append(area);
    area.select();
    let done = false;
    try {
      done = document.execCommand('copy');
    } catch {
      done = false;
    }
    area.remove();
    return done;
  };
  const copy = async (text) => {
    if (navigator.clipboard !== undefined && window.isSecureContext) {
      try {
        await navigator.clipboard.writeText(text);
        return true;
      } catch {
        // Permission refused: try the older way.
      }
    }
    return fallbackCopy(text);
  };
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
    if (button === null) return;
    const source = document.getElementById(button.getAttribute('data-copy'));
    if (source === null) return;
    void copy(source.textContent).then((done) => {
      const label = done ? 'Copied' : 'Copy failed: select the text and copy it';
      button.textContent = done ? 'Copied' : 'Copy failed';
      status.textContent = label;
      setTimeout(() => {
        button.textContent = 'Copy';
      }, 1500);
    });
  });
})();
