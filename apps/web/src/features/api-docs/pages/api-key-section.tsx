import { API_KEY_AREAS, WORKED_EXAMPLES, type WorkedCall } from '@quincena/contracts/api-keys';

const AREA_NAMES: Record<string, string> = Object.fromEntries(
  API_KEY_AREAS.map((area) => [area.code, area.name]),
);

/** The request as curl would send it: the key in Authorization, a retry-safe POST with its Idempotency-Key. */
function requestText(call: WorkedCall): string {
  const lines = [`${call.method} ${call.example}`, 'Authorization: Bearer qk_live_…'];
  if (call.idempotent) lines.push('Idempotency-Key: 7d0c2a4e-reloj-2026-10-14-1187');
  if (call.body) lines.push('Content-Type: application/json', '', JSON.stringify(call.body, null, 2));
  return lines.join('\n');
}

/** /APIDocumentation for other systems: company API keys (decision 0337) and one worked example per area. */
export function ApiKeySection() {
  return (
    <section className="api-docs__intro" aria-label="Conectar otro sistema con una clave API">
      <h2 className="text-lg font-semibold mt-3 mb-2">Conectar otro sistema: claves API</h2>
      <p>
        Un ERP, un reloj de control o un programa contable entra con una <strong>clave API</strong> de la
        empresa, sin usuario ni verificación humana. Un administrador la crea en{' '}
        <strong>Configuración empresa → Claves API</strong>, con un nombre, el nivel de acceso (lectura, o
        lectura y escritura) y las áreas que puede usar; la clave completa se muestra una sola vez. Envíela en
        cada llamada:
      </p>
      <pre>Authorization: Bearer qk_live_…{'\n'}(o bien) X-Api-Key: qk_live_…</pre>
      <ul>
        <li>
          Una clave revocada o desconocida recibe 401; fuera de sus áreas, o una escritura con clave de solo
          lectura, 403. Usuarios, claves, webhooks, datos de la empresa y facturación quedan solo para
          personas.
        </li>
        <li>
          Las listas admiten hasta 100 filas por página con una clave (<code>pageSize=100</code>).
        </li>
        <li>
          Cada llamada queda en la auditoría de la empresa a nombre de la clave, y cada clave tiene un límite
          de llamadas por minuto (429 con <code>Retry-After</code> al superarlo).
        </li>
        <li>
          Un <code>POST</code> que crea algo acepta <code>Idempotency-Key</code>: si la respuesta se pierde,
          repita la misma solicitud con la misma clave durante 24 horas y recibirá la primera respuesta sin
          crear nada dos veces.
        </li>
      </ul>
      <h2 className="text-lg font-semibold mt-3 mb-2">Ejemplos por área</h2>
      {WORKED_EXAMPLES.map((example) => (
        <article key={example.area} aria-label={example.title}>
          <h3 className="font-semibold mt-3 mb-1">
            {AREA_NAMES[example.area]}: {example.title}
          </h3>
          <ol>
            {example.calls.map((call) => (
              <li key={`${call.method} ${call.example}`}>
                {call.note}
                <pre>{requestText(call)}</pre>
              </li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}
