import type { ComponentType } from 'react';
import type { FieldProps } from './field-props';
import { fieldKind, type FieldKind } from './schema';
import { ActionField } from './fields/ActionField';
import { BooleanField } from './fields/BooleanField';
import { ChoicesField } from './fields/ChoicesField';
import { ColourField } from './fields/ColourField';
import { EnumField } from './fields/EnumField';
import { GroupField } from './fields/GroupField';
import { JsonField } from './fields/JsonField';
import { ListField } from './fields/ListField';
import { NumberField } from './fields/NumberField';
import { NumberOrTextField } from './fields/NumberOrTextField';
import { PictureField } from './fields/PictureField';
import { TextField } from './fields/TextField';
import { TimeField } from './fields/TimeField';

const FIELDS: Record<FieldKind, ComponentType<FieldProps>> = {
  action: ActionField,
  enum: EnumField,
  colour: ColourField,
  time: TimeField,
  picture: PictureField,
  text: TextField,
  number: NumberField,
  boolean: BooleanField,
  'number-or-text': NumberOrTextField,
  choices: ChoicesField,
  list: ListField,
  group: GroupField,
  json: JsonField,
};

/** The field for a value of this schema. */
export function Field(props: FieldProps) {
  const Chosen = FIELDS[fieldKind(props.schema, props.name)];
  return <Chosen {...props} />;
}
