import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { MaskSpec } from '~/domain/masks';

type InputMask = { value: string; on(event: 'accept', handler: () => void): unknown; destroy(): void };

/** imask's options for one mask or for a pair that switches by what was typed (imask's dynamic mode). */
function optionsOf(spec: MaskSpec | readonly MaskSpec[]): Record<string, unknown> {
  return 'mask' in spec ? { ...spec } : { mask: spec.map((one) => ({ ...one })) };
}

/**
 * Masks one of our own inputs with imask (part 2 §5 masks). imask is fetched with the first masked input, so it is
 * never part of a start chunk; until it arrives (or when it cannot be fetched) the input takes plain text.
 *
 * The input is uncontrolled (`defaultValue`): imask owns what it shows and reports each accepted value through
 * `onAccept`; a `value` changed from outside (a postcode lookup filling the state) is written into the mask.
 * Typing, pasting and deleting are imask's: a pasted "529.982.247-25" or "52998224725" both end formatted.
 * `spec` must be a constant (the domain's masks are).
 */
export function useMask(ref: RefObject<HTMLInputElement | null>, spec: MaskSpec | readonly MaskSpec[], value: string, onAccept: (value: string) => void): void {
  const mask = useRef<InputMask | null>(null);
  const latest = useRef({ value, onAccept });
  useLayoutEffect(() => {
    latest.current = { value, onAccept };
  });

  useEffect(() => {
    let alive = true;
    let mine: InputMask | null = null;
    import('imask')
      .then(({ default: IMask }) => {
        const input = ref.current;
        if (!alive || !input) return;
        mine = IMask(input, optionsOf(spec) as Parameters<typeof IMask>[1]) as unknown as InputMask;
        mask.current = mine;
        // Marks the input as masked (tests wait for it; nothing styles it).
        input.dataset.masked = 'true';
        mine.on('accept', () => latest.current.onAccept(mine!.value));
        // What was typed before imask arrived, formatted now.
        if (mine.value !== latest.current.value) latest.current.onAccept(mine.value);
      })
      .catch(() => {
        // No imask (the chunk did not arrive): the input stays a plain one and the domain checks what was typed.
      });
    return () => {
      alive = false;
      mine?.destroy();
      mask.current = null;
      delete ref.current?.dataset.masked;
    };
  }, [ref, spec]);

  useEffect(() => {
    const current = mask.current;
    if (current) {
      if (current.value !== value) current.value = value;
      return;
    }
    const input = ref.current;
    if (input && input.value !== value) input.value = value;
  }, [ref, value]);
}
