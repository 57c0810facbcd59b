import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/*
 * The build's output folder as the post-build passes see it (post-build.ts): its pages (every `.html`) and its
 * chunks (`_astro/*.js`, with their source maps when the build wrote them) are read once, before the first pass;
 * each pass reads and changes them here, adds files, and sees what the passes before it did; what changed is written
 * once, after the last. Other files (images, fonts, public/'s files) are neither read nor written.
 */

const ASSETS = '_astro/';

/** Does the pipeline read this file of the output (a path relative to it, with `/`)? */
export function isReadFile(path: string): boolean {
  return path.endsWith('.html') || (path.startsWith(ASSETS) && !path.slice(ASSETS.length).includes('/') && /\.js(\.map)?$/.test(path));
}

export class BuiltSite {
  readonly #files: Map<string, string>;
  readonly #changed = new Set<string>();

  /** `files`: the output's read files by path relative to `root`, with `/`. */
  constructor(
    readonly root: string,
    files: ReadonlyMap<string, string>,
  ) {
    this.#files = new Map(files);
  }

  /** Reads the pages and chunks of the output folder `root`. */
  static async read(root: string): Promise<BuiltSite> {
    const entries = await readdir(root, { withFileTypes: true, recursive: true });
    const paths = entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'));
    const files = new Map<string, string>();
    for (const path of paths.filter(isReadFile).sort()) files.set(path, await readFile(join(root, path), 'utf8'));
    return new BuiltSite(root, files);
  }

  /** The pages, as paths relative to the output folder (`payment/index.html`), sorted. */
  pages(): string[] {
    return [...this.#files.keys()].filter((path) => path.endsWith('.html')).sort();
  }

  /** The chunks' file names under `_astro/` (`Checkout.AbC12x.js`), sorted. */
  chunks(): string[] {
    return [...this.#files.keys()].filter((path) => path.startsWith(ASSETS) && path.endsWith('.js')).map((path) => path.slice(ASSETS.length)).sort();
  }

  /** A file read or written so far, undefined when there is none. */
  text(path: string): string | undefined {
    return this.#files.get(path);
  }

  /** A chunk's code by its name under `_astro/`. */
  readonly chunk = (file: string): string | undefined => this.#files.get(ASSETS + file);

  /** Sets a file's content, for the passes after and for the writing at the end (unchanged content is not written). */
  write(path: string, text: string): void {
    if (this.#files.get(path) === text) return;
    this.#files.set(path, text);
    this.#changed.add(path);
  }

  writeChunk(file: string, code: string): void {
    this.write(ASSETS + file, code);
  }

  /** The files changed or added since the reading, sorted. */
  changed(): string[] {
    return [...this.#changed].sort();
  }

  /** Writes the changed and added files into the output folder; returns how many. */
  async flush(): Promise<number> {
    const paths = this.changed();
    for (const path of paths) {
      await mkdir(dirname(join(this.root, path)), { recursive: true });
      await writeFile(join(this.root, path), this.#files.get(path) as string);
    }
    this.#changed.clear();
    return paths.length;
  }
}
