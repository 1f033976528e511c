/** /APIDocumentation's webhook section: the signature scheme of decision 0338, for receivers. */
export function WebhooksSection() {
  return (
    <section className="api-docs__intro" aria-label="Webhooks firmados">
      <h2 className="text-lg font-semibold mt-3 mb-2">Webhooks firmados</h2>
      <p>
        Un administrador registra en <strong>Configuración empresa → Webhooks</strong> las direcciones{' '}
        <code>https://</code> que reciben los eventos elegidos (proceso terminado o fallido, período
        acumulado, retiro liquidado, nómina electrónica aceptada o rechazada, empleado creado o retirado,
        factura emitida o pagada). Cada evento llega como <code>POST</code> con el cuerpo JSON{' '}
        <code>{'{ "id", "type", "createdAt", "companyId", "data" }'}</code> y estas cabeceras:
      </p>
      <ul>
        <li>
          <code>Quincena-Webhook-Id</code>: el id del evento, igual en reintentos y reenvíos (úselo para no
          procesarlo dos veces).
        </li>
        <li>
          <code>Quincena-Webhook-Timestamp</code>: segundos Unix del intento.
        </li>
        <li>
          <code>Quincena-Webhook-Signature</code>: <code>v1=</code> y el HMAC-SHA256 en hexadecimal, con el
          secreto completo (<code>whsec_…</code>) como clave, de <code>&lt;timestamp&gt;.&lt;cuerpo&gt;</code>
          .
        </li>
      </ul>
      <p>Para verificar, calcule la firma sobre el cuerpo exacto recibido y compárela en tiempo constante:</p>
      <pre>printf '%s' "$TIMESTAMP.$CUERPO" | openssl dgst -sha256 -hmac "$SECRETO"</pre>
      <p>
        Rechace marcas de tiempo con más de 5 minutos de diferencia. Responda 2xx en menos de 10 s; si no, el
        envío se reintenta a 1 min, 5 min, 30 min, 2 h y 6 h, y después queda fallido y puede reenviarse desde
        la pantalla.
      </p>
    </section>
  );
}
