// The pages' Content-Security-Policy allows no eval. Zod compiles object parsers with `new Function`
// when it may, and finds out by trying once: the browser refuses the try (zod falls back) but reports
// it as a CSP violation. Forms parse fast enough without compiling, so never try.
import { config } from 'zod';

config({ jitless: true });
