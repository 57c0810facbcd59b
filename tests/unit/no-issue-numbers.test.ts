import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The repository reads without the issue tracker: code, comments, test names and docs say what is meant (the fact,
// the capability, or the decision that records it: "decision 051"), never the number of the issue that asked for it.
// The pattern is built from parts so that this file does not name one itself.
const ISSUE_NUMBER = new RegExp(['\\b[Ii]ssue', 's? #?', '\\d+'].join(''));
/** Tracked files that are not text we write: the lock file is npm's. */
const SKIPPED = (file: string) => file === 'package-lock.json' || file.split('/').includes('node_modules');

/** Each `line: text` of a text that names an issue number, lines counted from 1. */
function issueNumberLines(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

/** A file whose first 8,000 bytes hold a NUL byte is binary (git's own test). */
const isBinary = (bytes: Buffer) => bytes.subarray(0, 8000).includes(0);

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: process.cwd(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.split('\0').filter((file) => file !== '' && !SKIPPED(file) && existsSync(file));
}

describe('no issue numbers in the repository', () => {
  const number = String(27);
  it.each([
    ['a plain reference', `the table scrolls (issue ${number} item 3)`, true],
    ['a capitalised one with a hash', `Issue #${number}: the sandbox starts early`, true],
    ['a plural', `issues ${number} and 28`, true],
    ['a decision is no issue', 'the sandbox starts early (decision 051)', false],
    ['the word without a number', 'a known issue of the browser', false],
    ['a word that ends in the letters', `tissue ${number}`, false],
  ])('the pattern: %s', (_name, line, found) => {
    expect(issueNumberLines(line).length > 0).toBe(found);
  });

  it('names each line of a text that cites one, counted from 1', () => {
    expect(issueNumberLines(`first\nsecond (issue ${number})\nthird`)).toEqual([`2: second (issue ${number})`]);
  });

  it('no tracked text file names an issue number', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const bytes = readFileSync(file);
      return isBinary(bytes) ? [] : issueNumberLines(bytes.toString('utf8')).map((line) => `${file}:${line}`);
    });
    expect(found, 'say what is meant instead of the issue number').toEqual([]);
  });
});
