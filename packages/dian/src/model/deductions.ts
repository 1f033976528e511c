import type { Amount } from './money.ts';

/** Deducciones (Anexo Técnico v1.0 p.44–49), every element of the XSD 1.0.6. */
export interface Deductions {
  /** Salud: the worker's share, 4 % of the IBC (Ley 1122 de 2007 art. 10). */
  health: { percentage: Amount; amount: Amount };
  /** FondoPension: the worker's share, 4 % of the IBC (Ley 100 de 1993 art. 20). */
  pension: { percentage: Amount; amount: Amount };
  /** FondoSP: fondo de solidaridad pensional and subsistencia (Ley 100 de 1993 art. 27). */
  pensionSolidarityFund?: {
    percentage?: Amount;
    amount?: Amount;
    subsistencePercentage?: Amount;
    subsistenceAmount?: Amount;
  };
  unions?: { percentage: Amount; amount: Amount }[];
  sanctions?: { publicAmount: Amount; privateAmount: Amount }[];
  /** Libranzas: payroll-deducted loans with their description. */
  payrollLoans?: { description: string; amount: Amount }[];
  thirdPartyPayments?: Amount[];
  advances?: Amount[];
  otherDeductions?: Amount[];
  voluntaryPension?: Amount;
  withholdingTax?: Amount;
  /** AFC: ahorro para el fomento de la construcción. */
  afc?: Amount;
  cooperative?: Amount;
  taxGarnishment?: Amount;
  complementaryPlans?: Amount;
  education?: Amount;
  refund?: Amount;
  debt?: Amount;
}
