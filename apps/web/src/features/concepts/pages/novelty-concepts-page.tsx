import { useLocation } from 'react-router';
import { findScreen } from '../../../app/route-table.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { ConceptsTable } from '../components/concepts-table.tsx';

/**
 * The reported (OCA) and fixed (STA) novelties screens, where spec 02 lists and creates payroll
 * concepts. Recording the novelties themselves arrives with the novelties issue; until then these
 * screens already serve their concept catalogue.
 */
export function NoveltyConceptsPage() {
  const { pathname } = useLocation();
  const screen = findScreen(pathname);
  const module = pathname === '/NoveltiesStatic' ? 'STA' : 'OCA';
  return (
    <div className="page">
      <PageTitle title={screen?.title ?? 'Novedades'} videoKey={screen?.videoKey} />
      {screen && <PageMessages page={screen.path.slice(1)} />}
      <p className="text-color-secondary line-height-3 mt-0">
        Consulte los conceptos de nómina de su empresa y cree los que necesite. El registro de novedades
        {module === 'OCA' ? ' reportadas' : ' fijas'} estará disponible en una próxima versión de Quincena.
      </p>
      <ConceptsTable filter={{ module }} createModule={module} />
    </div>
  );
}
