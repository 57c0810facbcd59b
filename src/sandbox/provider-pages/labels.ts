/** Puts the checkout's labels (query `number`, `expiry`, `cvc`, in the page language) on the frame's fields. */
const query = new URLSearchParams(location.search);
for (const name of ['number', 'expiry', 'cvc'] as const) {
  const text = query.get(name);
  const label = document.getElementById(`label-${name}`);
  if (text && label) label.textContent = text;
}
