/**
 * `import validate from './props.schema.json?validate'` gives a validator generated at build time
 * with Ajv's standalone code: plain code, no `new Function`, so the app runs under a CSP without
 * 'unsafe-eval'.
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { join } from 'node:path';
import { createSchemaSet, projectRoot, schemaFiles, schemaId } from './schema-set.ts';

const SUFFIX = '?validate';

export function schemaValidators(): Plugin {
  return {
    name: 'schema-validators',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      // A fresh set per file keeps edits to any schema visible in dev without a restart.
      const ajv = createSchemaSet({ standalone: true });
      for (const schemaFile of schemaFiles()) this.addWatchFile(join(projectRoot(), schemaFile));
      const validate = ajv.getSchema(schemaId(file));
      if (!validate) throw new Error(`no schema registered for ${file}`);
      return standaloneCode(ajv, validate);
    },
  };
}
