/** Provision concepts of the engine (packages/payroll Provision.concept) and how the reports name them. */
export const BENEFITS = [
  { concept: 'prima', name: 'Prima de servicios', initial: 'PRIMA', paid: ['PRIMA'] },
  { concept: 'cesantias', name: 'Cesantías', initial: 'SEVERANCE', paid: ['CESANTIAS'] },
  {
    concept: 'cesantias_interest',
    name: 'Intereses sobre cesantías',
    initial: 'SEVERANCE_INTEREST',
    paid: ['CESANTIAS_INTEREST'],
  },
  {
    concept: 'vacations',
    name: 'Vacaciones',
    initial: 'VACATION',
    paid: ['VACATION_TIME', 'VACATION_MONEY', 'VACATION_TERMINATION'],
  },
] as const;
