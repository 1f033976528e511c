import type { PaymentBatch } from '../src/index.ts';

export const bankExample: PaymentBatch = {
  payer: {
    name: 'Ferretería El Tornillo S.A.S.',
    nit: '901234567',
    account: '23456789012',
    accountType: 'savings',
  },
  transmissionDate: '2026-11-27',
  applicationDate: '2026-11-30',
  description: 'Nómina',
  payments: [
    {
      documentType: 'CC',
      documentNumber: '1098765432',
      firstNames: 'Luis Ángel',
      lastNames: 'Suárez Peña',
      bankCode: '1007',
      accountNumber: '91234567890',
      accountType: 'savings',
      amount: '1402890.25',
      reference: 'Nómina noviembre',
    },
    {
      documentType: 'CC',
      documentNumber: '63555444',
      firstNames: 'Carolina',
      lastNames: 'Niño',
      bankCode: '1051',
      accountNumber: '006612345678',
      accountType: 'checking',
      amount: '2318400',
      email: 'carolina.nino@example.com',
    },
  ],
};
