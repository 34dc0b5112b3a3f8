// The schema the Odoo modules in odoo/ serve, as print_schema.py printed it (a JSON file), against
// graphql/schema/*.graphql: prints every difference and fails if there is one.
import { readFileSync } from 'node:fs';
import { checkModuleSchemas, type PrintedModules } from '../graphql/schema/module-schema-check';
import { readSchemaSource } from '../graphql/schema/load-schema';

const [printedPath] = process.argv.slice(2);
if (!printedPath) {
  console.error('usage: tsx scripts/check-odoo-modules.ts <printed schema JSON>');
  process.exit(2);
}
const printed = JSON.parse(readFileSync(printedPath, 'utf8')) as PrintedModules;
const problems = checkModuleSchemas(printed, {
  odoo15: readSchemaSource('odoo-15'),
  core: readSchemaSource('core'),
  extensions: readSchemaSource('extensions'),
});
const modules = Object.keys(printed.modules);
if (problems.length > 0) {
  console.error(`The Odoo modules and graphql/schema disagree (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `The schema of the ${modules.length} Odoo modules matches graphql/schema: ${modules.join(', ')}.`,
);
