import '../lib/primereact-setup.ts';
import { PrimeReactProvider } from 'primereact/api';
import { Outlet } from 'react-router';

/** Every screen but /Login draws PrimeReact components inside this layout (decision 0325). */
export function PrimeLayout() {
  return (
    <PrimeReactProvider value={{ locale: 'es', ripple: true }}>
      <Outlet />
    </PrimeReactProvider>
  );
}
