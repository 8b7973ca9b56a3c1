import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../field-props';
import { ObjectFields } from '../ObjectFields';

/** An object of the schema (a slide, a share card): its properties as fields, in a fieldset. */
export function GroupField(props: FieldProps) {
  return (
    <FieldFrame {...props}>
      <ObjectFields schema={props.schema} value={props.value} path={props.path} problems={props.problems} onChange={props.onChange} />
    </FieldFrame>
  );
}
