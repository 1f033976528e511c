import type { TPerson } from '@quincena/contracts/employees';
import { describe, expect, it } from 'vitest';
import {
  emptyPersonForm,
  personFormComplete,
  personToForm,
  personUnchanged,
  toPersonInput,
} from './person-form.ts';

const person: TPerson = {
  id: 4,
  documentType: 'CC',
  documentNumber: '1020304050',
  firstName: 'Ana',
  otherNames: null,
  firstSurname: 'Pérez',
  secondSurname: 'Gómez',
  fullName: 'Ana Pérez Gómez',
  address: 'Calle 72 # 10-34',
  countryCode: 'CO',
  departmentCode: '11',
  cityCode: '11001',
  email: 'ana@correo.com.co',
  latestContractId: 9,
};

describe('person form', () => {
  it('enables Guardar only with the seven required fields (spec 01 §5)', () => {
    const values = { ...personToForm(person), departmentCode: '', cityCode: '' };
    expect(personFormComplete(values)).toBe(true);
    expect(personFormComplete({ ...values, email: ' ' })).toBe(false);
    expect(personFormComplete(emptyPersonForm)).toBe(false);
  });

  it('sees nothing to update when only spacing or letter case changed', () => {
    const values = personToForm(person);
    expect(personUnchanged(person, { ...values, firstName: ' Ana ', email: 'ANA@correo.com.co' })).toBe(true);
    expect(personUnchanged(person, { ...values, address: 'Carrera 7 # 1-1' })).toBe(false);
  });

  it('sends empty optional fields as null and drops department and city outside Colombia', () => {
    const input = toPersonInput({ ...personToForm(person), countryCode: 'VE', otherNames: '  ' });
    expect(input).toMatchObject({
      otherNames: null,
      countryCode: 'VE',
      departmentCode: null,
      cityCode: null,
    });
  });
});
