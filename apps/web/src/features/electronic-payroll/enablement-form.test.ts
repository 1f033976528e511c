import { enablementVisibility } from '@quincena/contracts/electronic-payroll';
import { describe, expect, it } from 'vitest';
import { draftOf, savedNotice, toEnablementRequest } from './enablement-form.ts';

/** The request of a new enablement's draft with `answers`, the parts shown as those answers show them. */
function requestOf(answers: Partial<ReturnType<typeof draftOf>>) {
  const draft = { ...draftOf(undefined), ...answers };
  const { enabledAnswer, providerAnswer } = draft;
  return toEnablementRequest(draft, enablementVisibility({ enabledAnswer, providerAnswer, status: null }));
}

describe('toEnablementRequest', () => {
  it('sends only the shown parts and leaves empty secrets out', () => {
    const request = requestOf({
      enabledAnswer: '2059',
      testSetId: ' 8e5ba8a5-6b4b-4f60-9c3b-1c1f3f0c9a01 ',
      pin: '',
      providerUser: 'olvidado',
      numberingStart: 1,
    });
    expect(request).toEqual({
      enabledAnswer: '2059',
      testSetId: '8e5ba8a5-6b4b-4f60-9c3b-1c1f3f0c9a01',
      softwareId: undefined,
      pin: undefined,
      certificatePassword: undefined,
    });
  });

  it('sends provider credentials and numbering for 2058 + 2053', () => {
    // Every part these answers show is sent as typed, and nothing else.
    const typed = {
      enabledAnswer: '2058',
      providerAnswer: '2053',
      providerUser: 'usuario',
      providerPassword: 'clave',
      numberingStart: 1,
      numberingEnd: 500,
    };
    expect(requestOf(typed)).toEqual(typed);
  });
});

describe('the message after Guardar', () => {
  it('is one success without a certificate warning', () => {
    expect(savedNotice({ message: 'Solicitud creada exitosamente', warning: null })).toEqual({
      severity: 'success',
      text: 'Solicitud creada exitosamente',
    });
  });

  it('is one warning, never a success beside it, when the certificate has something to fix', () => {
    const warning = 'El archivo del certificado no trae la cadena completa (regla DC25).';
    expect(savedNotice({ message: 'Solicitud creada exitosamente', warning })).toEqual({
      severity: 'warn',
      text: `Solicitud guardada, pero revise el certificado: ${warning}`,
    });
  });
});
