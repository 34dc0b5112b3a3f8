import { z } from 'zod';

// Imported (for this effect) by every module that defines schemas. zod compiles object parsers
// with `new Function` when it may, and first probes whether it may; the shop's content policy
// forbids eval, and browsers report even the probe as a violation. Plain parsing is fast enough
// for forms.
z.config({ jitless: true });
