// The ES bundle of swagger-ui-dist has no types of its own; only the options this page uses.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUiOptions {
    url: string;
    domNode: HTMLElement;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    tryItOutEnabled?: boolean;
    persistAuthorization?: boolean;
  }
  const SwaggerUI: (options: SwaggerUiOptions) => unknown;
  export default SwaggerUI;
}
declare module 'swagger-ui-dist/swagger-ui.css';
