import '../api-docs.css';
import { useEffect, useRef, useState } from 'react';
import { PublicPage } from '../../../components/public-page.tsx';
import { ApiKeySection } from './api-key-section.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

const SPEC_URL = '/api/openapi.json';

/**
 * /APIDocumentation (public): how to obtain a token, then the server's own OpenAPI document in
 * Swagger UI. The viewer (about 1 MB) is loaded only on this page.
 */
export function ApiDocsPage() {
  const viewer = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const [{ default: SwaggerUI }] = await Promise.all([
          import('swagger-ui-dist/swagger-ui-es-bundle.js'),
          import('swagger-ui-dist/swagger-ui.css'),
        ]);
        if (cancelled || !viewer.current) return;
        SwaggerUI({
          url: SPEC_URL,
          domNode: viewer.current,
          deepLinking: false,
          docExpansion: 'none',
          defaultModelsExpandDepth: -1,
          // "Try it out" sends real requests with the token pasted in Authorize.
          tryItOutEnabled: false,
          persistAuthorization: false,
        });
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <PublicPage title="Documentación del API" mainClassName="api-docs">
      <section className="api-docs__intro" aria-label="Cómo obtener un token">
        <p>
          El API de Quincena responde JSON bajo <code>/api</code>. Cada falla responde{' '}
          <code>{'{ requestId, code, message, fields? }'}</code> con el mensaje en español. Las llamadas de
          una empresa necesitan un token de sesión de un usuario de esa empresa o una clave API de la empresa.
        </p>
        <h2 className="text-lg font-semibold mt-3 mb-2">Cómo obtener un token de sesión (personas)</h2>
        <ol>
          <li>
            Pida el desafío de verificación humana con <code>GET /api/access/captcha</code> y resuélvalo
            (prueba de trabajo ALTCHA, por ejemplo con la librería <code>altcha-lib</code>).
          </li>
          <li>
            Inicie sesión con <code>POST /api/access/login</code> enviando{' '}
            <code>{'{ "email", "password", "altcha" }'}</code>. La respuesta trae <code>token</code> (válido
            hasta <code>expiresAt</code>) y <code>refreshToken</code>.
          </li>
          <li>
            Envíe el token en cada llamada:
            <pre>Authorization: Bearer &lt;token&gt;</pre>
          </li>
          <li>
            Antes de que venza, cámbielo por uno nuevo con <code>POST /api/access/session/refresh</code>. Para
            cerrar la sesión, llame a <code>POST /api/access/sign-out</code>.
          </li>
        </ol>
        <p>
          En el visor, el botón <strong>Authorize</strong> guarda el token para probar las llamadas. El
          documento OpenAPI completo está en <a href={SPEC_URL}>{SPEC_URL}</a>.
        </p>
      </section>
      <ApiKeySection />
      <WebhooksSection />
      {failed && (
        <p role="alert" className="field-error">
          No se pudo cargar el visor de la documentación. Descargue el documento en{' '}
          <a href={SPEC_URL}>{SPEC_URL}</a>.
        </p>
      )}
      <div ref={viewer} className="api-docs__viewer" data-testid="api-docs-viewer" />
    </PublicPage>
  );
}
