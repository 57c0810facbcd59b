import { useEffect, useRef } from 'react';

/** Step 3's heading: it takes the focus when its screen opens, so the new screen is read once (no countdown chatter). */
export function ScreenTitle({ children }: { children: string }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <h2 id="payment-done-title" className="checkout__title" tabIndex={-1} ref={title}>
      {children}
    </h2>
  );
}
