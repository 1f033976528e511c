import { describe, expect, it } from 'vitest';
import { enablementEditable, enablementVisibility, opensInstructions } from './enablement-rules.ts';

describe('enablementVisibility (spec 03 §4)', () => {
  it('shows nothing but the first question before an answer', () => {
    expect(enablementVisibility({ enabledAnswer: null, providerAnswer: null, status: null })).toEqual({
      providerQuestion: false,
      testSet: false,
      providerCredentials: false,
      numbering: false,
      status: false,
    });
  });

  it('asks for the Test Set ID when the company is not enabled (2059)', () => {
    const view = enablementVisibility({ enabledAnswer: '2059', providerAnswer: null, status: null });
    expect(view.testSet).toBe(true);
    expect(view.providerQuestion).toBe(false);
  });

  it('asks the provider question when not enabled but a status exists (2059 with status)', () => {
    const view = enablementVisibility({ enabledAnswer: '2059', providerAnswer: null, status: 'REJECTED' });
    expect(view.providerQuestion).toBe(true);
    expect(view.status).toBe(true);
  });

  it('enabled and using the provider (2058 + 2053) shows user, password and numbering', () => {
    const view = enablementVisibility({ enabledAnswer: '2058', providerAnswer: '2053', status: null });
    expect(view).toEqual({
      providerQuestion: true,
      testSet: false,
      providerCredentials: true,
      numbering: true,
      status: false,
    });
  });

  it('enabled with own software (2058 + 2054) shows the Test Set ID', () => {
    const view = enablementVisibility({ enabledAnswer: '2058', providerAnswer: '2054', status: null });
    expect(view.testSet).toBe(true);
    expect(view.providerCredentials).toBe(false);
    expect(view.numbering).toBe(false);
  });
});

describe('instructions and locking', () => {
  it('opens the manual on 2059 and on 2054 only', () => {
    expect(opensInstructions('enabled', '2059')).toBe(true);
    expect(opensInstructions('enabled', '2058')).toBe(false);
    expect(opensInstructions('provider', '2054')).toBe(true);
    expect(opensInstructions('provider', '2053')).toBe(false);
  });

  it('locks the form while in process or enabled, not after a rejection', () => {
    expect(enablementEditable(null)).toBe(true);
    expect(enablementEditable('REJECTED')).toBe(true);
    expect(enablementEditable('IN_PROCESS')).toBe(false);
    expect(enablementEditable('ENABLED')).toBe(false);
  });
});
