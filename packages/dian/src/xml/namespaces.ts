/** Namespaces of Anexo Técnico v1.0 Tabla 1 (p.9–10); "xs" and "xsi" both bind XMLSchema-instance (NIE901). */
export const NS = {
  individual: 'dian:gov:co:facturaelectronica:NominaIndividual',
  adjustment: 'dian:gov:co:facturaelectronica:NominaIndividualDeAjuste',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  xades141: 'http://uri.etsi.org/01903/v1.4.1#',
} as const;

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>';

/** The empty signature container; the signer puts ds:Signature inside it. */
export const EMPTY_EXTENSIONS =
  '<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>';

/** Root start tag with every declaration in the order accepted documents use. */
export function rootStartTag(root: 'NominaIndividual' | 'NominaIndividualDeAjuste'): string {
  const ns = root === 'NominaIndividual' ? NS.individual : NS.adjustment;
  const xsd =
    root === 'NominaIndividual'
      ? 'NominaIndividualElectronicaXSD.xsd'
      : 'NominaIndividualDeAjusteElectronicaXSD.xsd';
  return (
    `<${root} xmlns="${ns}" xmlns:xs="${NS.xsi}" xmlns:ds="${NS.ds}" xmlns:ext="${NS.ext}"` +
    ` xmlns:xades="${NS.xades}" xmlns:xades141="${NS.xades141}" xmlns:xsi="${NS.xsi}"` +
    ` SchemaLocation="" xsi:schemaLocation="${ns} ${xsd}">`
  );
}
