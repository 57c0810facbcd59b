import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { AskOptions } from './client-ask-directive';

/** `client:ask`: hydrate an island when the visitor reaches for it (client-ask-directive.ts, decision 015). */
export function clientAskIntegration(): AstroIntegration {
  return {
    name: 'client-ask',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'ask', entrypoint: fileURLToPath(new URL('./client-ask-directive.ts', import.meta.url)) });
      },
    },
  };
}

declare global {
  namespace Astro {
    interface ClientDirectives {
      'client:ask'?: AskOptions | boolean;
    }
  }
}
