import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Reads PDFs the way a person would, with poppler-utils (`pdftotext`, `pdftoppm`; `.ci/run` installs
 * them): what tests check is the text a reader sees and that the page renders, not pdfkit's calls.
 */
function withPdfFile<T>(pdf: Buffer, fn: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-test-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return fn(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page, in reading order, with no-break spaces as ordinary spaces. */
export function pdfToText(pdf: Buffer | string): string {
  const run = (file: string) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f]/g, ' ');
  return typeof pdf === 'string' ? run(pdf) : withPdfFile(pdf, run);
}

/** The number of pages (pdfinfo). */
export function pdfPageCount(pdf: Buffer): number {
  return withPdfFile(pdf, (file) => Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]));
}

/** Renders the first page as a PNG (pdftoppm -png -f 1 -l 1) and returns its bytes. */
export function pdfFirstPagePng(pdfFile: string): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-png-'));
  try {
    execFileSync('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', pdfFile, path.join(dir, 'page')]);
    return fs.readFileSync(path.join(dir, 'page.png'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
