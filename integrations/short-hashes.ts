import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/*
 * The built scripts' names carry 7 characters of content hash instead of 8 (decision 026, amendment of 2026-12-03).
 * A chunk names the chunks it imports and the lazy parts it fetches (integrations/chunk-retry.ts), and a hash is the
 * one part of a name that gzip cannot shrink: one character fewer per name is about 0.11 KB fewer before a payment
 * method at step 2. 7 is the least the bundler accepts for this build's number of chunks; names differ by chunk name
 * as well, so 42 bits of hash keep a changed chunk from meeting a cached file of its name.
 */

/** The hash length of the built scripts' names. */
export const SCRIPT_HASH_LENGTH = 7;

type FileNames = string | ((info: never) => string) | undefined;

/**
 * A file-name pattern with its `[hash]` placeholder of SCRIPT_HASH_LENGTH characters; a function pattern is wrapped.
 * Example: shortHash('_astro/[name].[hash].js') === '_astro/[name].[hash:7].js'.
 */
export function shortHash<T extends FileNames>(names: T): T {
  const shorten = (pattern: string) => pattern.replace('[hash]', `[hash:${SCRIPT_HASH_LENGTH}]`);
  if (typeof names === 'string') return shorten(names) as T;
  if (typeof names === 'function') return ((info: never) => shorten(names(info))) as T;
  return names;
}

function shortHashesPlugin(): Plugin {
  return {
    name: 'short-hashes',
    apply: 'build',
    // Astro's own naming functions (its `_astro/<name>.[hash].js`), wrapped rather than rewritten.
    outputOptions(options) {
      return { ...options, entryFileNames: shortHash(options.entryFileNames), chunkFileNames: shortHash(options.chunkFileNames) };
    },
  };
}

export function shortHashesIntegration(): AstroIntegration {
  return {
    name: 'short-hashes',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [shortHashesPlugin()] } });
      },
    },
  };
}
