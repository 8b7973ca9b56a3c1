import { Field } from './Field';
import type { FieldProps } from './field-props';
import { propertySchema, type FieldSchema } from './schema';
import { childPath, withField } from './values';

interface ObjectFieldsProps extends Pick<FieldProps, 'value' | 'path' | 'problems' | 'onChange'> {
  schema: FieldSchema;
}

/** Every property of an object schema as a field, in the schema's order. */
export function ObjectFields({ schema, value, path, problems, onChange }: ObjectFieldsProps) {
  const fields = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return (
    <>
      {Object.keys(schema.properties ?? {}).map((key) => {
        const property = propertySchema(schema, key);
        if (!property) return null;
        return (
          <Field
            key={key}
            name={key}
            schema={property}
            value={fields[key]}
            path={childPath(path, key)}
            required={schema.required?.includes(key) ?? false}
            problems={problems}
            onChange={(next, changed) => onChange(withField(fields, key, next), changed)}
          />
        );
      })}
    </>
  );
}
