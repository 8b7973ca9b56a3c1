/**
 * `import validate from './props.schema.json?validate'` gives a validator generated at build time
 * with Ajv's standalone code: plain code, no `new Function`, so the app runs under a CSP without
 * 'unsafe-eval'.
 *
 * `?validate&editor` is the same validator as a module of its own: the page editor takes its copies so
 * that a widget's validator has one importer, the widget, and is built into the widget's file rather than
 * a file of its own that a shopper's page fetches besides it.
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { join } from 'node:path';
import { createSchemaSet, projectRoot, schemaFiles, schemaId } from './schema-set.ts';

const SUFFIX = /\?validate(?:&editor)?$/;

export function schemaValidators(): Plugin {
  return {
    name: 'schema-validators',
    enforce: 'pre',
    load(id) {
      const suffix = SUFFIX.exec(id);
      if (!suffix) return null;
      const file = id.slice(0, suffix.index);
      // A fresh set per file keeps edits to any schema visible in dev without a restart.
      const ajv = createSchemaSet({ standalone: true });
      for (const schemaFile of schemaFiles()) this.addWatchFile(join(projectRoot(), schemaFile));
      const validate = ajv.getSchema(schemaId(file));
      if (!validate) throw new Error(`no schema registered for ${file}`);
      return standaloneCode(ajv, validate);
    },
  };
}
