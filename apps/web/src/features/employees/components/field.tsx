import type { ComponentProps } from 'react';
import { FormField } from '../../../components/crud-page/index.ts';

/** The shared field wrapper, with the hint look of the person and contract forms. */
export function Field(props: Omit<ComponentProps<typeof FormField>, 'hintClassName'>) {
  return <FormField hintClassName="employee-form__hint" {...props} />;
}
