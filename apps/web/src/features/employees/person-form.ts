import type { TPerson, TPersonInputRaw } from '@quincena/contracts/employees';

/** The person form's values: every field a string, '' when empty (PrimeReact inputs). */
export interface PersonFormValues {
  documentType: string;
  documentNumber: string;
  firstName: string;
  otherNames: string;
  firstSurname: string;
  secondSurname: string;
  address: string;
  countryCode: string;
  departmentCode: string;
  cityCode: string;
  email: string;
}

export const COLOMBIA = 'CO';

export const emptyPersonForm: PersonFormValues = {
  documentType: '',
  documentNumber: '',
  firstName: '',
  otherNames: '',
  firstSurname: '',
  secondSurname: '',
  address: '',
  countryCode: COLOMBIA,
  departmentCode: '',
  cityCode: '',
  email: '',
};

export function personToForm(person: TPerson): PersonFormValues {
  return {
    documentType: person.documentType,
    documentNumber: person.documentNumber,
    firstName: person.firstName,
    otherNames: person.otherNames ?? '',
    firstSurname: person.firstSurname,
    secondSurname: person.secondSurname ?? '',
    address: person.address,
    countryCode: person.countryCode,
    departmentCode: person.departmentCode ?? '',
    cityCode: person.cityCode ?? '',
    email: person.email,
  };
}

export function toPersonInput(values: PersonFormValues): TPersonInputRaw {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    documentType: values.documentType,
    documentNumber: values.documentNumber.trim(),
    firstName: values.firstName.trim(),
    otherNames: orNull(values.otherNames),
    firstSurname: values.firstSurname.trim(),
    secondSurname: orNull(values.secondSurname),
    address: values.address.trim(),
    countryCode: values.countryCode,
    departmentCode: values.countryCode === COLOMBIA ? orNull(values.departmentCode) : null,
    cityCode: values.countryCode === COLOMBIA ? orNull(values.cityCode) : null,
    email: values.email.trim(),
  };
}

/** Spec 01 §5: Guardar stays disabled until these are filled (department and city are not enforced). */
const REQUIRED: readonly (keyof PersonFormValues)[] = [
  'documentType',
  'documentNumber',
  'firstName',
  'firstSurname',
  'address',
  'countryCode',
  'email',
];

export function personFormComplete(values: PersonFormValues): boolean {
  return REQUIRED.every((field) => values[field].trim() !== '');
}

/** Spec 01 §4: saving a loaded person with nothing changed asks to go on to the contract instead. */
export function personUnchanged(loaded: TPerson, values: PersonFormValues): boolean {
  const before = toPersonInput(personToForm(loaded));
  const after = toPersonInput(values);
  return (Object.keys(before) as (keyof TPersonInputRaw)[]).every(
    (key) => String(before[key] ?? '').toLowerCase() === String(after[key] ?? '').toLowerCase(),
  );
}
