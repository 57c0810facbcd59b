import * as z from 'zod/mini';

// zod/mini registers no locale, so every issue would read "Invalid input". The sandbox's body readers import
// this for its effect, so their 400 answers say what was wrong ("Invalid input: expected string, received
// number"). The browser app does not load it (its bytes count in the checkout budget): SchemaError describes
// issues by path, code and expected type instead.
z.config(z.locales.en());
