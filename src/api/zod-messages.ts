import * as z from 'zod/mini';

// zod/mini registers no locale, so every issue would read "Invalid input". The classic API registered
// English on its own; doing the same here keeps the issue messages that SchemaError, the logs and the
// sandbox's 400 answers carry ("Invalid input: expected string, received number"). Imported for its effect
// by errors.ts (so before any call is parsed) and by the sandbox's body readers.
z.config(z.locales.en());
