/** The panel a screen shows until the issue that builds it lands. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <section
      className="under-construction surface-card border-round-xl shadow-1"
      aria-label="En construcción"
    >
      <i className="pi pi-wrench under-construction__icon" aria-hidden="true" />
      <h2 className="m-0">Pantalla en construcción</h2>
      <p className="m-0 text-color-secondary line-height-3">
        La pantalla <strong>{title}</strong> está en construcción y estará disponible en una próxima versión
        de Quincena.
      </p>
    </section>
  );
}
