import { useEffect, useState } from 'react';

/** The bare page's one island: a button, and the 'bare:ready' mark on its first commit (the checkout's 'checkout:ready'). */
export default function Button() {
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    if (performance.getEntriesByName('bare:ready').length === 0) performance.mark('bare:ready');
  }, []);
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      Pressed {presses} times
    </button>
  );
}
