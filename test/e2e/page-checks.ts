/**
 * What a page shows, checked in the page by the route sweep (issue #28) and by the browser tests of
 * one screen (issue #25's event detail). Strings: these files are compiled without the DOM library.
 */

/** Page overflow, broken images, cut cells (`td`, `th`, `dd` wider than their box), CSP reports, text and language. */
export const PAGE_CHECKS = `(() => {
  const doc = document.documentElement;
  const overflow = doc.scrollWidth > window.innerWidth ? [doc.scrollWidth + ' px wide for ' + window.innerWidth] : [];
  const images = [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
  // A visually hidden element (the column headers of a table shown as cards on a phone: 1 px, clipped) is not cut.
  const hidden = (el) => { for (let n = el; n && n !== document.body; n = n.parentElement) { const r = n.getBoundingClientRect(); if (r.width <= 1 || r.height <= 1) return true; } return false; };
  const cut = [...document.querySelectorAll('td, th, dd')]
    .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'auto' && !hidden(el))
    .map((el) => el.textContent.trim().slice(0, 40));
  const csp = window.__sweepCsp || [];
  return { overflow, images, cut, csp, text: document.body.innerText, lang: doc.lang };
})()`;

export interface PageFacts {
  overflow: string[];
  images: string[];
  cut: string[];
  csp: string[];
  text: string;
  lang: string;
}

/**
 * Clipped columns: the header of every visible table column whose right edge lies beyond a box that
 * scrolls or hides it (a card with `overflow-x: auto` shows it only after a sideways scroll).
 */
export const CLIPPED_COLUMNS = `(() => {
  const clipped = [];
  for (const cell of document.querySelectorAll('table th, table td')) {
    if (cell.getClientRects().length === 0) continue;
    const right = cell.getBoundingClientRect().right;
    for (let box = cell.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      if (right > box.getBoundingClientRect().right + 1) { clipped.push(cell.textContent.trim().slice(0, 40)); break; }
    }
  }
  return [...new Set(clipped)];
})()`;
