import { OVERTIME_KINDS, OVERTIME_ORDER } from '../model/code-lists.ts';
import type { Earnings } from '../model/earnings.ts';
import { type Amount, formatAmount, formatPercentage } from '../model/money.ts';
import { element, group, textElement } from './writer.ts';

const money = (value: Amount | undefined) => (value === undefined ? undefined : formatAmount(value));

/** Devengados in the order of XSD 1.0.6 (Anexo Técnico v1.0 p.25–43). */
export function earningsXml(e: Earnings): string {
  const children: string[] = [
    element('Basico', [
      ['DiasTrabajados', e.basic.workedDays],
      ['SueldoTrabajado', formatAmount(e.basic.amount)],
    ]),
  ];
  for (const t of e.transport ?? []) {
    children.push(
      element('Transporte', [
        ['AuxilioTransporte', money(t.allowance)],
        ['ViaticoManuAlojS', money(t.salaryPerDiem)],
        ['ViaticoManuAlojNS', money(t.nonSalaryPerDiem)],
      ]),
    );
  }
  for (const kind of OVERTIME_ORDER) {
    const lines = (e.overtime ?? []).filter((o) => o.kind === kind);
    children.push(
      group(
        `${kind}s`,
        lines.map((o) =>
          element(kind, [
            ['HoraInicio', o.start],
            ['HoraFin', o.end],
            ['Cantidad', formatAmount(o.hours)],
            ['Porcentaje', formatPercentage(o.percentage ?? OVERTIME_KINDS[kind].percentage)],
            ['Pago', formatAmount(o.amount)],
          ]),
        ),
      ),
    );
  }
  const vacations = e.vacations ?? [];
  children.push(
    group('Vacaciones', [
      ...vacations.flatMap((v) =>
        v.kind === 'enjoyed'
          ? [
              element('VacacionesComunes', [
                ['FechaInicio', v.start],
                ['FechaFin', v.end],
                ['Cantidad', v.days],
                ['Pago', formatAmount(v.amount)],
              ]),
            ]
          : [],
      ),
      ...vacations.flatMap((v) =>
        v.kind === 'compensated'
          ? [
              element('VacacionesCompensadas', [
                ['Cantidad', v.days],
                ['Pago', formatAmount(v.amount)],
              ]),
            ]
          : [],
      ),
    ]),
  );
  if (e.serviceBonus) {
    children.push(
      element('Primas', [
        ['Cantidad', e.serviceBonus.days],
        ['Pago', formatAmount(e.serviceBonus.amount)],
        ['PagoNS', money(e.serviceBonus.nonSalaryAmount)],
      ]),
    );
  }
  if (e.severance) {
    children.push(
      element('Cesantias', [
        ['Pago', formatAmount(e.severance.amount)],
        ['Porcentaje', formatPercentage(e.severance.interestPercentage)],
        ['PagoIntereses', formatAmount(e.severance.interest)],
      ]),
    );
  }
  children.push(
    group(
      'Incapacidades',
      (e.disabilities ?? []).map((d) =>
        element('Incapacidad', [
          ['FechaInicio', d.start],
          ['FechaFin', d.end],
          ['Cantidad', d.days],
          ['Tipo', d.type],
          ['Pago', formatAmount(d.amount)],
        ]),
      ),
    ),
  );
  const leaves = e.leaves ?? [];
  const leaveElements = (['maternityPaternity', 'paid', 'unpaid'] as const).flatMap((kind) =>
    leaves
      .filter((l) => l.kind === kind)
      .map((l) =>
        element(kind === 'maternityPaternity' ? 'LicenciaMP' : kind === 'paid' ? 'LicenciaR' : 'LicenciaNR', [
          ['FechaInicio', l.start],
          ['FechaFin', l.end],
          ['Cantidad', l.days],
          ['Pago', l.kind === 'unpaid' ? undefined : formatAmount(l.amount)],
        ]),
      ),
  );
  children.push(group('Licencias', leaveElements));
  children.push(
    group(
      'Bonificaciones',
      (e.bonuses ?? []).map((b) =>
        element('Bonificacion', [
          ['BonificacionS', money(b.salary)],
          ['BonificacionNS', money(b.nonSalary)],
        ]),
      ),
    ),
  );
  children.push(
    group(
      'Auxilios',
      (e.aids ?? []).map((a) =>
        element('Auxilio', [
          ['AuxilioS', money(a.salary)],
          ['AuxilioNS', money(a.nonSalary)],
        ]),
      ),
    ),
  );
  children.push(
    group(
      'HuelgasLegales',
      (e.legalStrikes ?? []).map((h) =>
        element('HuelgaLegal', [
          ['FechaInicio', h.start],
          ['FechaFin', h.end],
          ['Cantidad', h.days],
        ]),
      ),
    ),
  );
  children.push(
    group(
      'OtrosConceptos',
      (e.otherConcepts ?? []).map((c) =>
        element('OtroConcepto', [
          ['DescripcionConcepto', c.description],
          ['ConceptoS', money(c.salary)],
          ['ConceptoNS', money(c.nonSalary)],
        ]),
      ),
    ),
  );
  children.push(
    group(
      'Compensaciones',
      (e.compensations ?? []).map((c) =>
        element('Compensacion', [
          ['CompensacionO', formatAmount(c.ordinary)],
          ['CompensacionE', formatAmount(c.extraordinary)],
        ]),
      ),
    ),
  );
  children.push(
    group(
      'BonoEPCTVs',
      (e.epctvBonuses ?? []).map((b) =>
        element('BonoEPCTV', [
          ['PagoS', money(b.salary)],
          ['PagoNS', money(b.nonSalary)],
          ['PagoAlimentacionS', money(b.foodSalary)],
          ['PagoAlimentacionNS', money(b.foodNonSalary)],
        ]),
      ),
    ),
  );
  children.push(
    group(
      'Comisiones',
      (e.commissions ?? []).map((c) => textElement('Comision', formatAmount(c))),
    ),
  );
  children.push(
    group(
      'PagosTerceros',
      (e.thirdPartyPayments ?? []).map((p) => textElement('PagoTercero', formatAmount(p))),
    ),
  );
  children.push(
    group(
      'Anticipos',
      (e.advances ?? []).map((a) => textElement('Anticipo', formatAmount(a))),
    ),
  );
  const singles: [string, Amount | undefined][] = [
    ['Dotacion', e.workClothing],
    ['ApoyoSost', e.sustenanceSupport],
    ['Teletrabajo', e.telework],
    ['BonifRetiro', e.retirementBonus],
    ['Indemnizacion', e.indemnity],
    ['Reintegro', e.refund],
  ];
  for (const [name, value] of singles) {
    if (value !== undefined) children.push(textElement(name, formatAmount(value)));
  }
  return element('Devengados', [], children);
}
