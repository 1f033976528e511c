import { configureSpanishZod } from '@quincena/contracts';

// Spanish messages for any zod check without its own message. Imported by the modules that parse
// with contract schemas (all loaded after sign-in or on /Register), so the sign-in page stays small.
configureSpanishZod();
